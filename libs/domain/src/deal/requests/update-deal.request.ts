import type { Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import { parseFields, type FieldRules } from '../../shared/field-rules';
import type { DealEdit } from '../deal-edit';
import { booleanRule, currencyRule, nameRule } from './deal-field.rules';
import { DEAL_FIELD_NAMES, DEAL_FIELDS, sent } from './deal-fields';

export const DEAL_PATCH_RULES = {
  name: nameRule('optional'),
  currency: currencyRule,
  archived: booleanRule('optional'),
  ...DEAL_FIELDS,
} satisfies FieldRules;

export interface DealPatchRequest {
  readonly fields: Omit<DealEdit, 'owner'>;
  /** Left out: the owner stays. `null`: no owner. */
  readonly ownerEmail?: string | null;
}

/** `PATCH /v1/deal/{id}`: only the fields sent change. */
export function parseDealPatchRequest(body: unknown): Result<DealPatchRequest, ValidationIssue[]> {
  return parseFields(body, DEAL_PATCH_RULES, (fields) => ({
    fields: sent(fields, { ...DEAL_FIELD_NAMES, name: 'name', currency: 'currency', archived: 'archived' }),
    ...(sent(fields, { owner_email: 'ownerEmail' }) as Partial<DealPatchRequest>),
  }));
}
