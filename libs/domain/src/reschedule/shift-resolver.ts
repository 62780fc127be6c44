import { err, ok, type Result } from '../shared/result';
import { assertNever, type DomainError } from '../shared/domain-error';
import { MS_PER_DAY } from '../shared/time';
import { addCalendarMonths } from './calendar-months';
import { mondayOnOrBefore } from './monday-rounding';
import type { RelativeShift, Shift } from './shift';

/**
 * The deal start a shift asks for, always a Monday 00:00 UTC. A relative shift is applied to the
 * exact current start first and the result is rounded afterwards, so `+0d` on a mid-week start
 * snaps it to its Monday.
 */
export function resolveShift(shift: Shift, currentStart: number | null): Result<number, DomainError> {
  if (shift.kind === 'absolute') return ok(mondayOnOrBefore(shift.date));
  if (currentStart === null) return err({ kind: 'DealHasNoStart' });
  return ok(mondayOnOrBefore(applyRelative(shift, currentStart)));
}

function applyRelative(shift: RelativeShift, from: number): number {
  const amount = shift.sign * shift.amount;
  switch (shift.unit) {
    case 'd':
      return from + amount * MS_PER_DAY;
    case 'w':
      return from + amount * 7 * MS_PER_DAY;
    case 'm':
      return addCalendarMonths(from, amount);
    default:
      return assertNever(shift.unit);
  }
}
