import type { ValidationIssue } from '../shared/validation-issue';

/** NIST SP 800-63B: at least 8 characters, long passphrases welcome, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
/** An upper bound keeps one sign-in from hashing megabytes (argon2 reads the whole input). */
export const PASSWORD_MAX_LENGTH = 256;

/** The issues with a new password, counted in characters (code points), not UTF-16 units. */
export function passwordIssues(password: string): ValidationIssue[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return [{ path: ['password'], message: `must be at least ${PASSWORD_MIN_LENGTH} characters` }];
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return [{ path: ['password'], message: `must be at most ${PASSWORD_MAX_LENGTH} characters` }];
  }
  if (password.trim() === '') return [{ path: ['password'], message: 'must not be only spaces' }];
  return [];
}
