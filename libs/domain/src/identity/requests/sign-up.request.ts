import { passwordIssues } from '../password.policy';
import { err, ok, type Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';

/** A person's name as others see it in a space: short enough for a list, and never blank. */
export const MAX_USER_NAME_LENGTH = 100;

/** What a person chooses when they create their account (from an invitation link). */
export interface SignUpRequest {
  readonly name: string;
  readonly password: string;
}

/**
 * The sign-up form's fields, checked once for every caller: a name of 1 to 100 characters
 * (trimmed, no control characters) and a password by the password policy. Every issue names its
 * field, so the form is shown again with each one at its place.
 */
export function parseSignUpRequest(fields: {
  readonly name: unknown;
  readonly password: unknown;
}): Result<SignUpRequest, ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  const name = typeof fields.name === 'string' ? fields.name.trim() : '';
  if (name === '') issues.push({ path: ['name'], message: 'is required' });
  else if ([...name].length > MAX_USER_NAME_LENGTH) {
    issues.push({ path: ['name'], message: `must be at most ${MAX_USER_NAME_LENGTH} characters` });
  } else if (/\p{Cc}/u.test(name))
    issues.push({ path: ['name'], message: 'must not contain control characters' });
  const password = typeof fields.password === 'string' ? fields.password : '';
  issues.push(...passwordIssues(password));
  return issues.length ? err(issues) : ok({ name, password });
}
