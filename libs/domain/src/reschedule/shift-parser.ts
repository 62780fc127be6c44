import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import type { Shift, ShiftUnit } from './shift';
import { daysInUtcMonth, utcDate } from './utc-calendar';

// Anchored, ASCII digits only, no spaces: exactly the CONTRACT's `^[+-][0-9]{1,3}[dwm]$`.
const RELATIVE = /^([+-])([0-9]{1,3})([dwm])$/;
const ABSOLUTE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

export const SHIFT_FORMAT_MESSAGE =
  'must be a signed offset like +2w (d, w or m, up to 3 digits) or a date YYYY-MM-DD';

const issue = (message: string): ValidationIssue[] => [{ path: ['shift'], message }];

/** Parses the `shift` field of a reschedule request; every failure is a 400 naming `shift`. */
export function parseShift(input: unknown): Result<Shift, ValidationIssue[]> {
  if (input === undefined || input === null) return err(issue('is required'));
  if (typeof input !== 'string') return err(issue(SHIFT_FORMAT_MESSAGE));

  const relative = RELATIVE.exec(input);
  if (relative) {
    const [, sign, amount, unit] = relative;
    return ok({
      kind: 'relative',
      sign: sign === '-' ? -1 : 1,
      amount: Number(amount),
      unit: unit as ShiftUnit,
    });
  }

  const absolute = ABSOLUTE.exec(input);
  if (absolute) {
    const [year, month, day] = absolute.slice(1).map(Number) as [number, number, number];
    // The pattern alone lets 2026-02-30 or 2026-13-01 through; a real date must exist in the calendar.
    if (month < 1 || month > 12 || day < 1 || day > daysInUtcMonth(year, month - 1)) {
      return err(issue('must be a real calendar date (YYYY-MM-DD)'));
    }
    return ok({ kind: 'absolute', date: utcDate(year, month - 1, day) });
  }

  return err(issue(SHIFT_FORMAT_MESSAGE));
}
