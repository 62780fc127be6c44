import type { Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import { isString, minLength, parseFields, type FieldRules } from '../../shared/field-rules';
import type { DealEdit } from '../deal-edit';
import { currencyRule, nameRule } from './deal-field.rules';
import { DEAL_FIELD_NAMES, DEAL_FIELDS, sent } from './deal-fields';

export const NEW_DEAL_RULES = {
  space: { presence: 'required', type: isString, checks: [minLength(1)] },
  name: nameRule('required'),
  currency: currencyRule,
  ...DEAL_FIELDS,
} satisfies FieldRules;

export interface NewDealRequest {
  readonly spaceId: string;
  readonly name: string;
  readonly currency?: string;
  /** Left out: the calling user (none for a space key). `null`: no owner. */
  readonly ownerEmail?: string | null;
  readonly fields: Omit<DealEdit, 'name' | 'currency' | 'owner' | 'archived'>;
}

/** `POST /v1/deals`. */
export function parseNewDealRequest(body: unknown): Result<NewDealRequest, ValidationIssue[]> {
  return parseFields(body, NEW_DEAL_RULES, (fields) => ({
    spaceId: fields['space'] as string,
    name: fields['name'] as string,
    ...(sent(fields, { currency: 'currency', owner_email: 'ownerEmail' }) as Partial<NewDealRequest>),
    fields: sent(fields, DEAL_FIELD_NAMES),
  }));
}
