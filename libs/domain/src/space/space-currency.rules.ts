import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';

/** The currency of a space created without one (and of every space that existed before currencies). */
export const DEFAULT_SPACE_CURRENCY = 'usd';

/** A three-letter ISO 4217 code in any case. */
export const SPACE_CURRENCY_PATTERN = /^[A-Za-z]{3}$/;

/**
 * A space's currency (creating it, or an owner changing it): a three-letter ISO 4217 code in any
 * case, stored in lower case; the same rule as a deal's `currency`.
 */
export function parseSpaceCurrency(raw: unknown): Result<string, ValidationIssue[]> {
  const issue = (message: string) => err([{ path: ['currency'], message }]);
  if (typeof raw !== 'string') return issue(raw === undefined ? 'is required' : 'must be a string');
  return SPACE_CURRENCY_PATTERN.test(raw)
    ? ok(raw.toLowerCase())
    : issue('must be a three-letter ISO 4217 currency code');
}
