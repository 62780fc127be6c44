import { MS_PER_DAY } from '../shared/time';

const DAYS_PER_WEEK = 7;
/** 1970-01-01 (day 0 of the epoch) was a Thursday, 3 days after a Monday. */
const EPOCH_DAYS_AFTER_MONDAY = 3;

/**
 * Monday 00:00:00.000 UTC of the ISO week containing `epochMs` (the Monday on or before it).
 * CONTRACT §2 reschedule: every resolved start is rounded this way, e.g. Thu 2026-11-26 → Mon 2026-11-23.
 * UTC days are exactly 24 h, so plain integer arithmetic is enough and works before 1970 too.
 */
export function mondayOnOrBefore(epochMs: number): number {
  if (!Number.isFinite(epochMs)) throw new RangeError(`not a finite instant: ${epochMs}`);
  const day = Math.floor(epochMs / MS_PER_DAY);
  const daysSinceMonday = (((day + EPOCH_DAYS_AFTER_MONDAY) % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return (day - daysSinceMonday) * MS_PER_DAY;
}
