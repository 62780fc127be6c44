import { SPACE_ROLES, type SpaceRole } from '../../credentials/space-role';
import type { Result } from '../../shared/result';
import {
  isBoolean,
  isString,
  maxLength,
  oneOf,
  parseFields,
  type FieldRule,
  type FieldRules,
} from '../../shared/field-rules';
import type { ValidationIssue } from '../../shared/validation-issue';
import { SPACE_CURRENCY_PATTERN } from '../space-currency.rules';
import { MAX_SPACE_NAME_LENGTH } from '../space-name.rules';

/**
 * The bodies of the space routes, checked here once for the API and the web pages alike. They
 * check shape only; what a name or an address must be is the use case's rule (space-name.rules.ts,
 * identity/email-address.ts), which other callers of the library meet too.
 */

/** RFC 5321's limit on an address as sent (the address syntax itself is checked by the use case). */
export const MAX_INVITE_EMAIL_INPUT = 320;

const ROLE: FieldRule = {
  presence: 'required',
  checks: [oneOf(SPACE_ROLES, `must be one of ${SPACE_ROLES.join(', ')}`)],
};

/** What the use case checks of a name (space-name.rules.ts): 1–100 characters once trimmed. */
const NAME_CHECKED_LATER = { minLength: 1, maxLength: MAX_SPACE_NAME_LENGTH } as const;
/** What the use case checks of a currency (space-currency.rules.ts). */
const CURRENCY_CHECKED_LATER = { pattern: SPACE_CURRENCY_PATTERN.source } as const;

/** `POST /v1/spaces`: a name, and a currency (default `usd`). */
export const SPACE_CREATE_REQUEST_RULES = {
  name: { presence: 'required', type: isString, checkedLater: NAME_CHECKED_LATER },
  currency: { presence: 'optional', type: isString, checkedLater: CURRENCY_CHECKED_LATER },
} satisfies FieldRules;

/** `PATCH /v1/spaces/{space}`: a new name, a new currency (owners only), or both. */
export const SPACE_UPDATE_REQUEST_RULES = {
  name: { presence: 'optional', type: isString, checkedLater: NAME_CHECKED_LATER },
  currency: { presence: 'optional', type: isString, checkedLater: CURRENCY_CHECKED_LATER },
} satisfies FieldRules;

/** A PATCH that changes nothing names neither field. */
export const NOTHING_TO_UPDATE: ValidationIssue = { path: [], message: 'must set name or currency' };

/** `POST /v1/spaces/{space}/invitations` (and, the same body, `POST …/members`). */
export const INVITE_REQUEST_RULES = {
  email: { presence: 'required', type: isString, checks: [maxLength(MAX_INVITE_EMAIL_INPUT)] },
  role: ROLE,
} satisfies FieldRules;

/** `PATCH /v1/spaces/{space}/members/{user_id}`. */
export const MEMBER_ROLE_REQUEST_RULES = { role: ROLE } satisfies FieldRules;

/** `POST /v1/invitations/{id}/decline` and `POST /v1/invitations/decline-all`: both may block. */
export const DECLINE_REQUEST_RULES = {
  block: { presence: 'optional', type: isBoolean },
} satisfies FieldRules;

type Parsed<T> = Result<T, ValidationIssue[]>;

export function parseSpaceCreateRequest(
  body: unknown,
): Parsed<{ readonly name: string; readonly currency?: string }> {
  return parseFields(body, SPACE_CREATE_REQUEST_RULES, (fields) => ({
    name: fields['name'] as string,
    ...(fields['currency'] === undefined ? {} : { currency: fields['currency'] as string }),
  }));
}

export function parseSpaceUpdateRequest(
  body: unknown,
): Parsed<{ readonly name?: string; readonly currency?: string }> {
  const parsed = parseFields(body, SPACE_UPDATE_REQUEST_RULES, (fields) => ({
    ...(fields['name'] === undefined ? {} : { name: fields['name'] as string }),
    ...(fields['currency'] === undefined ? {} : { currency: fields['currency'] as string }),
  }));
  if (parsed.ok && parsed.value.name === undefined && parsed.value.currency === undefined)
    return { ok: false, error: [NOTHING_TO_UPDATE] };
  return parsed;
}

export function parseInviteRequest(
  body: unknown,
): Parsed<{ readonly email: string; readonly role: SpaceRole }> {
  return parseFields(body, INVITE_REQUEST_RULES, (fields) => ({
    email: fields['email'] as string,
    role: fields['role'] as SpaceRole,
  }));
}

export function parseMemberRoleRequest(body: unknown): Parsed<{ readonly role: SpaceRole }> {
  return parseFields(body, MEMBER_ROLE_REQUEST_RULES, (fields) => ({ role: fields['role'] as SpaceRole }));
}

export function parseDeclineRequest(body: unknown): Parsed<{ readonly block: boolean }> {
  return parseFields(body, DECLINE_REQUEST_RULES, (fields) => ({ block: fields['block'] === true }));
}
