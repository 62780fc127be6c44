import { addCalendarMonths } from './calendar-months';

const utc = (iso: string): number => Date.parse(iso);

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-10', -1, '2025-12-10'],
    ['2026-11-23', 0, '2026-11-23'],
    ['2026-11-23', 12, '2027-11-23'],
    ['2026-11-23', -13, '2025-10-23'],
    ['2026-11-23', 999, '2110-02-23'],
    ['2026-11-23', -999, '1943-08-23'],
  ])('moves %s by %i months to %s', (from, months, to) => {
    expect(addCalendarMonths(utc(`${from}T00:00:00Z`), months)).toBe(utc(`${to}T00:00:00Z`));
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28', 'Jan 31 + 1 month in a common year'],
    ['2024-01-31', 1, '2024-02-29', 'Jan 31 + 1 month in a leap year'],
    ['2026-03-31', -1, '2026-02-28', 'Mar 31 − 1 month in a common year'],
    ['2024-03-31', -1, '2024-02-29', 'Mar 31 − 1 month in a leap year'],
    ['2026-05-31', 1, '2026-06-30', 'into a 30-day month'],
    ['2026-11-30', 3, '2027-02-28', 'across a year into February'],
    ['2024-02-29', 12, '2025-02-28', 'a leap day + 1 year'],
    ['2024-02-29', 48, '2028-02-29', 'a leap day + 4 years'],
    ['1900-01-31', 1, '1900-02-28', 'into February of a century year that is not leap'],
    ['2000-01-31', 1, '2000-02-29', 'into February of a century year that is leap'],
  ])('clamps %s %i → %s (%s)', (from, months, to) => {
    expect(addCalendarMonths(utc(`${from}T00:00:00Z`), months)).toBe(utc(`${to}T00:00:00Z`));
  });

  it('keeps the UTC time of day', () => {
    expect(addCalendarMonths(utc('2026-01-31T13:45:06.789Z'), 1)).toBe(utc('2026-02-28T13:45:06.789Z'));
  });

  it('keeps the time of day before 1970 too', () => {
    expect(addCalendarMonths(utc('1969-12-31T23:00:00Z'), 1)).toBe(utc('1970-01-31T23:00:00Z'));
  });

  it('refuses a fractional month count as a programming error', () => {
    expect(() => addCalendarMonths(0, 1.5)).toThrow(RangeError);
  });

  it('refuses a non-finite instant as a programming error', () => {
    expect(() => addCalendarMonths(NaN, 1)).toThrow(RangeError);
  });
});
