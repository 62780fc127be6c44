import { daysInUtcMonth, utcDate } from './utc-calendar';

describe('utcDate', () => {
  it('gives the epoch milliseconds of a UTC midnight', () => {
    expect(utcDate(2026, 10, 23)).toBe(Date.parse('2026-11-23T00:00:00.000Z'));
  });

  it('takes years below 100 literally', () => {
    expect(utcDate(99, 0, 1)).toBe(Date.parse('0099-01-01T00:00:00.000Z'));
    expect(utcDate(0, 0, 1)).toBe(Date.parse('0000-01-01T00:00:00.000Z'));
  });

  it('normalises an overflowing month or day', () => {
    expect(utcDate(2026, 12, 1)).toBe(Date.parse('2027-01-01T00:00:00.000Z'));
    expect(utcDate(2026, 2, 0)).toBe(Date.parse('2026-02-28T00:00:00.000Z'));
  });
});

describe('daysInUtcMonth', () => {
  it.each([
    [2026, 0, 31],
    [2026, 1, 28],
    [2024, 1, 29],
    [2000, 1, 29],
    [1900, 1, 28],
    [2026, 3, 30],
    [2026, 10, 30],
    [2026, 11, 31],
  ])('%i month index %i has %i days', (year, monthIndex, days) => {
    expect(daysInUtcMonth(year, monthIndex)).toBe(days);
  });
});
