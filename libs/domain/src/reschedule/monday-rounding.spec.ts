import { MS_PER_DAY } from '../shared/time';
import { mondayOnOrBefore } from './monday-rounding';

const utc = (iso: string): number => Date.parse(iso);

describe('mondayOnOrBefore', () => {
  it('rounds the CONTRACT example, Thursday 2026-11-26, to Monday 2026-11-23', () => {
    expect(mondayOnOrBefore(utc('2026-11-26T00:00:00Z'))).toBe(utc('2026-11-23T00:00:00Z'));
  });

  it.each([
    ['Monday', '2026-11-23'],
    ['Tuesday', '2026-11-24'],
    ['Wednesday', '2026-11-25'],
    ['Thursday', '2026-11-26'],
    ['Friday', '2026-11-27'],
    ['Saturday', '2026-11-28'],
    ['Sunday', '2026-11-29'],
  ])('sends %s %s back to Monday 2026-11-23', (_weekday, day) => {
    expect(mondayOnOrBefore(utc(`${day}T00:00:00Z`))).toBe(utc('2026-11-23T00:00:00Z'));
  });

  it('sends a Sunday back 6 days, not forward 1', () => {
    const sunday = utc('2026-11-29T12:00:00Z');
    expect(mondayOnOrBefore(sunday)).toBe(utc('2026-11-23T00:00:00Z'));
  });

  it('keeps Monday 00:00:00.000 as it is', () => {
    expect(mondayOnOrBefore(utc('2026-11-30T00:00:00.000Z'))).toBe(utc('2026-11-30T00:00:00.000Z'));
  });

  it('drops the time of day of a Monday', () => {
    expect(mondayOnOrBefore(utc('2026-11-30T23:59:59.999Z'))).toBe(utc('2026-11-30T00:00:00.000Z'));
  });

  it('sends the last millisecond of a Sunday to the Monday before it', () => {
    expect(mondayOnOrBefore(utc('2026-11-29T23:59:59.999Z'))).toBe(utc('2026-11-23T00:00:00.000Z'));
    expect(mondayOnOrBefore(utc('2026-11-30T00:00:00.000Z') - 1)).toBe(utc('2026-11-23T00:00:00.000Z'));
  });

  it('crosses a year boundary', () => {
    expect(mondayOnOrBefore(utc('2027-01-01T00:00:00Z'))).toBe(utc('2026-12-28T00:00:00Z'));
  });

  it('works across a leap day', () => {
    expect(mondayOnOrBefore(utc('2024-03-01T00:00:00Z'))).toBe(utc('2024-02-26T00:00:00Z'));
  });

  it('works before 1970 (negative epoch milliseconds)', () => {
    expect(mondayOnOrBefore(0)).toBe(-3 * MS_PER_DAY);
    expect(mondayOnOrBefore(utc('1969-12-31T18:00:00Z'))).toBe(utc('1969-12-29T00:00:00Z'));
    expect(mondayOnOrBefore(utc('1900-01-07T00:00:00Z'))).toBe(utc('1900-01-01T00:00:00Z'));
  });

  it.each([NaN, Infinity, -Infinity])('refuses %s as a programming error', (value) => {
    expect(() => mondayOnOrBefore(value)).toThrow(RangeError);
  });
});
