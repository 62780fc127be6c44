/**
 * Epoch milliseconds of a UTC calendar date at 00:00. `monthIndex` is 0-based and may overflow
 * (JavaScript's Date normalises it). `Date.UTC` is avoided on purpose: it maps years 0..99 to
 * 1900..1999, whereas `setUTCFullYear` takes every year literally.
 */
export function utcDate(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

/** Number of days in a month (28..31), leap years included. */
export function daysInUtcMonth(year: number, monthIndex: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(utcDate(year, monthIndex + 1, 0)).getUTCDate();
}
