import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import type { Shift, ShiftUnit } from './shift';
import { daysInUtcMonth, utcDate } from './utc-calendar';

/**
 * The two forms of `shift`, anchored, ASCII digits only, no spaces: the CONTRACT's offset pattern
 * and a date. The OpenAPI document states these same strings, so it cannot drift from the parser.
 */
export const SHIFT_OFFSET_PATTERN = '^[+-][0-9]{1,3}[dwm]$';
export const SHIFT_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
export const SHIFT_PATTERN = `${SHIFT_OFFSET_PATTERN}|${SHIFT_DATE_PATTERN}`;
const OFFSET = new RegExp(SHIFT_OFFSET_PATTERN);
const DATE = new RegExp(SHIFT_DATE_PATTERN);

export const SHIFT_FORMAT_MESSAGE =
  'must be a signed offset like +2w (d, w or m, up to 3 digits) or a date YYYY-MM-DD';

const issue = (message: string): ValidationIssue[] => [{ path: ['shift'], message }];

/** Parses the `shift` field of a reschedule request; every failure is a 400 naming `shift`. */
export function parseShift(input: unknown): Result<Shift, ValidationIssue[]> {
  if (input === undefined || input === null) return err(issue('is required'));
  if (typeof input !== 'string') return err(issue(SHIFT_FORMAT_MESSAGE));

  if (OFFSET.test(input)) {
    return ok({
      kind: 'relative',
      sign: input.startsWith('-') ? -1 : 1,
      amount: Number(input.slice(1, -1)),
      unit: input.slice(-1) as ShiftUnit,
    });
  }

  if (DATE.test(input)) {
    const [year, month, day] = input.split('-').map(Number) as [number, number, number];
    // The pattern alone lets 2026-02-30 or 2026-13-01 through; a real date must exist in the calendar.
    if (month < 1 || month > 12 || day < 1 || day > daysInUtcMonth(year, month - 1)) {
      return err(issue('must be a real calendar date (YYYY-MM-DD)'));
    }
    return ok({ kind: 'absolute', date: utcDate(year, month - 1, day) });
  }

  return err(issue(SHIFT_FORMAT_MESSAGE));
}
