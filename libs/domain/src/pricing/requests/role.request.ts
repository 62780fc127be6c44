import { booleanRule, nameRule } from '../../deal/requests/deal-field.rules';
import { oneOf, parseFields, type FieldRules } from '../../shared/field-rules';
import type { Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import { ROLE_UNITS, type RoleUnit } from '../role';

const UNIT_MESSAGE = `must be one of the following values: ${ROLE_UNITS.join(', ')}`;

export const NEW_ROLE_RULES = {
  name: nameRule('required'),
  unit: { presence: 'required', checks: [oneOf(ROLE_UNITS, UNIT_MESSAGE)] },
} satisfies FieldRules;

export const ROLE_EDIT_RULES = {
  name: nameRule('optional'),
  unit: { presence: 'optional', checks: [oneOf(ROLE_UNITS, UNIT_MESSAGE)] },
  archived: booleanRule('optional'),
} satisfies FieldRules;

export interface NewRoleRequest {
  readonly name: string;
  readonly unit: RoleUnit;
}

export interface RoleEditRequest {
  readonly name?: string;
  readonly unit?: RoleUnit;
  /** `false` restores an archived role. */
  readonly archived?: boolean;
}

/** `POST /v1/spaces/{space}/roles`. */
export function parseNewRoleRequest(body: unknown): Result<NewRoleRequest, ValidationIssue[]> {
  return parseFields(body, NEW_ROLE_RULES, (fields) => ({
    name: (fields['name'] as string).trim(),
    unit: fields['unit'] as RoleUnit,
  }));
}

/** `PATCH /v1/spaces/{space}/roles/{id}`: the fields sent change, the others stay. */
export function parseRoleEditRequest(body: unknown): Result<RoleEditRequest, ValidationIssue[]> {
  return parseFields(body, ROLE_EDIT_RULES, (fields) => ({
    ...(fields['name'] !== undefined && { name: (fields['name'] as string).trim() }),
    ...(fields['unit'] !== undefined && { unit: fields['unit'] as RoleUnit }),
    ...(fields['archived'] !== undefined && { archived: fields['archived'] as boolean }),
  }));
}
