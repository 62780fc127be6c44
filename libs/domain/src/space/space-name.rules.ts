import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';

export const MAX_SPACE_NAME_LENGTH = 100;

/**
 * A space's name (creating or renaming it): 1–100 characters once surrounding blanks are trimmed,
 * stored trimmed; the same rule as an automation's name.
 */
export function parseSpaceName(raw: unknown): Result<string, ValidationIssue[]> {
  const issue = (message: string) => err([{ path: ['name'], message }]);
  if (typeof raw !== 'string') return issue(raw === undefined ? 'is required' : 'must be a string');
  const name = raw.trim();
  if (name === '') return issue('must not be blank');
  return [...name].length > MAX_SPACE_NAME_LENGTH
    ? issue(`must be at most ${MAX_SPACE_NAME_LENGTH} characters`)
    : ok(name);
}
