import type { Result } from '../../shared/result';
import {
  check,
  isString,
  matches,
  maxLength,
  oneOf,
  parseFields,
  type FieldRules,
} from '../../shared/field-rules';
import type { ValidationIssue } from '../../shared/validation-issue';
import { CREDENTIAL_SCOPES } from '../credential-scope';
import {
  CREDENTIAL_RULE_MESSAGES as MESSAGES,
  MAX_CREDENTIAL_NAME_LENGTH,
  MAX_EXPIRES_IN_DAYS,
  type CredentialRequest,
} from '../credential-terms.policy';

/**
 * The body that mints a personal token or a space key (`POST /v1/me/tokens`, `POST …/keys`).
 * The name's length counts the name as sent; credential-terms.policy.ts checks it again trimmed.
 */
export const CREDENTIAL_REQUEST_RULES = {
  name: {
    presence: 'required',
    type: isString,
    checks: [maxLength(MAX_CREDENTIAL_NAME_LENGTH, MESSAGES.longName), matches(/\S/, MESSAGES.blankName)],
  },
  scope: { presence: 'required', checks: [oneOf(CREDENTIAL_SCOPES, MESSAGES.scope)] },
  expires_in_days: {
    presence: 'nullable',
    type: check({ type: 'integer' }, (value) =>
      Number.isInteger(value) ? undefined : MESSAGES.expiresInDays,
    ),
    checks: [
      check({ minimum: 1, maximum: MAX_EXPIRES_IN_DAYS }, (value) =>
        (value as number) >= 1 && (value as number) <= MAX_EXPIRES_IN_DAYS
          ? undefined
          : MESSAGES.expiresInDays,
      ),
    ],
  },
} satisfies FieldRules;

export function parseCredentialRequest(body: unknown): Result<CredentialRequest, ValidationIssue[]> {
  return parseFields(body, CREDENTIAL_REQUEST_RULES, (fields) => ({
    name: fields['name'] as string,
    scope: fields['scope'] as CredentialRequest['scope'],
    expiresInDays: (fields['expires_in_days'] as number | null | undefined) ?? null,
  }));
}
