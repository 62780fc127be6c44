import { SPACE_ROLES, type SpaceRole } from '../credentials/space-role';
import type { Result } from '../shared/result';
import {
  isBoolean,
  isString,
  maxLength,
  oneOf,
  parseFields,
  type FieldRule,
  type FieldRules,
} from '../shared/field-rules';
import type { ValidationIssue } from '../shared/validation-issue';

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

/** `POST /v1/spaces`: a name, and a currency (default `usd`). */
export const SPACE_CREATE_REQUEST_RULES: FieldRules = {
  name: { presence: 'required', type: isString },
  currency: { presence: 'optional', type: isString },
};

/** `PATCH /v1/spaces/{space}`: a new name, a new currency (owners only), or both. */
export const SPACE_UPDATE_REQUEST_RULES: FieldRules = {
  name: { presence: 'optional', type: isString },
  currency: { presence: 'optional', type: isString },
};

/** A PATCH that changes nothing names neither field. */
export const NOTHING_TO_UPDATE: ValidationIssue = { path: [], message: 'must set name or currency' };

/** `POST /v1/spaces/{space}/invitations` (and, the same body, `POST …/members`). */
export const INVITE_REQUEST_RULES: FieldRules = {
  email: { presence: 'required', type: isString, checks: [maxLength(MAX_INVITE_EMAIL_INPUT)] },
  role: ROLE,
};

/** `PATCH /v1/spaces/{space}/members/{user_id}`. */
export const MEMBER_ROLE_REQUEST_RULES: FieldRules = { role: ROLE };

/** `POST /v1/invitations/{id}/decline` and `POST /v1/invitations/decline-all`: both may block. */
export const DECLINE_REQUEST_RULES: FieldRules = { block: { presence: 'optional', type: isBoolean } };

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
