import { MS_PER_DAY } from '../shared/time';
import { daysInUtcMonth, utcDate } from './utc-calendar';

/**
 * Moves an instant by whole calendar months in UTC, keeping the time of day. The day of the month
 * is clamped to the target month's length (CONTRACT: "`m` is calendar months (day clamped)"), so
 * Jan 31 + 1 month is Feb 28 (Feb 29 in a leap year) and Mar 31 − 1 month is Feb 28.
 */
export function addCalendarMonths(epochMs: number, months: number): number {
  if (!Number.isFinite(epochMs)) throw new RangeError(`not a finite instant: ${epochMs}`);
  if (!Number.isInteger(months)) throw new RangeError(`months must be an integer: ${months}`);
  const from = new Date(epochMs);
  const timeOfDay = epochMs - Math.floor(epochMs / MS_PER_DAY) * MS_PER_DAY;
  const monthCount = from.getUTCFullYear() * 12 + from.getUTCMonth() + months;
  const year = Math.floor(monthCount / 12);
  const monthIndex = monthCount - year * 12;
  const day = Math.min(from.getUTCDate(), daysInUtcMonth(year, monthIndex));
  return utcDate(year, monthIndex, day) + timeOfDay;
}
