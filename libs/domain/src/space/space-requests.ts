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

/** `POST /v1/spaces` and `PATCH /v1/spaces/{space}`. */
export const SPACE_NAME_REQUEST_RULES: FieldRules = { name: { presence: 'required', type: isString } };

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

export function parseSpaceNameRequest(body: unknown): Parsed<{ readonly name: string }> {
  return parseFields(body, SPACE_NAME_REQUEST_RULES, (fields) => ({ name: fields['name'] as string }));
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
