/**
 * Calendar months and UTC days as plain integers, so the forecast counts without time zones:
 * a month is `year × 12 + (month − 1)` and a day is whole days since 1970-01-01 (UTC).
 */

export const DAY_MS = 86_400_000;

/** `YYYY-MM`, a four-digit year from 1970 (the deal date range) and a month 01–12. */
const MONTH_TEXT = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FIRST_YEAR = 1970;

/** The month `YYYY-MM` as its index; null when it is not that form or before 1970. */
export function parseMonth(text: string): number | null {
  const match = MONTH_TEXT.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < FIRST_YEAR) return null;
  return year * 12 + Number(match[2]) - 1;
}

/** The month index as `YYYY-MM`. */
export function formatMonth(month: number): string {
  const year = Math.floor(month / 12);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}`;
}

/** The UTC day of an instant (epoch milliseconds). */
export function dayOf(instant: number): number {
  return Math.floor(instant / DAY_MS);
}

/** The month a UTC day falls in. */
export function monthOfDay(day: number): number {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The first UTC day of a month. */
export function firstDayOfMonth(month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(Math.floor(month / 12), month % 12, 1);
  return dayOf(date.getTime());
}

/** The month an instant (epoch milliseconds) falls in, in UTC. */
export function monthOfInstant(instant: number): number {
  return monthOfDay(dayOf(instant));
}
