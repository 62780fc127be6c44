import type { DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import { MS_PER_DAY } from '../shared/time';
import type { ValidationIssue } from '../shared/validation-issue';
import { CREDENTIAL_SCOPES, isCredentialScope, type CredentialScope } from './credential-scope';

/** Longest name of a token or key, in characters (code points), after trimming. */
export const MAX_CREDENTIAL_NAME_LENGTH = 100;
/** Ten years: anything longer is better asked for as "never expires" (no `expires_in_days`). */
export const MAX_EXPIRES_IN_DAYS = 3650;

/** The wording shared with the HTTP schema, so a refusal reads the same wherever it is caught. */
export const CREDENTIAL_RULE_MESSAGES = {
  blankName: 'must not be blank',
  longName: `must be at most ${MAX_CREDENTIAL_NAME_LENGTH} characters`,
  scope: `must be one of ${CREDENTIAL_SCOPES.join(', ')}`,
  expiresInDays: `must be an integer from 1 to ${MAX_EXPIRES_IN_DAYS}`,
} as const;

/** What a caller asks for when creating a personal token or a space key. */
export interface CredentialRequest {
  readonly name: string;
  readonly scope: CredentialScope;
  /** Null: the credential never expires. */
  readonly expiresInDays: number | null;
}

/** The request turned into stored values: a trimmed name and an absolute expiry. */
export interface CredentialTerms {
  readonly name: string;
  readonly scope: CredentialScope;
  readonly expiresAt: number | null;
}

/**
 * Checks a credential request and fixes its expiry `expiresInDays` whole days of 24 h after `now`.
 * Every problem is reported at once, with the field names of the HTTP body.
 */
export function credentialTerms(
  request: CredentialRequest,
  now: number,
): Result<CredentialTerms, DomainError> {
  const issues: ValidationIssue[] = [];
  const name = request.name.trim();
  if (name === '') issues.push({ path: ['name'], message: CREDENTIAL_RULE_MESSAGES.blankName });
  if ([...name].length > MAX_CREDENTIAL_NAME_LENGTH) {
    issues.push({ path: ['name'], message: CREDENTIAL_RULE_MESSAGES.longName });
  }
  if (!isCredentialScope(request.scope))
    issues.push({ path: ['scope'], message: CREDENTIAL_RULE_MESSAGES.scope });
  const days = request.expiresInDays;
  if (days !== null && !(Number.isInteger(days) && days >= 1 && days <= MAX_EXPIRES_IN_DAYS)) {
    issues.push({ path: ['expires_in_days'], message: CREDENTIAL_RULE_MESSAGES.expiresInDays });
  }
  if (issues.length) return err({ kind: 'Validation', issues });
  return ok({ name, scope: request.scope, expiresAt: days === null ? null : now + days * MS_PER_DAY });
}
