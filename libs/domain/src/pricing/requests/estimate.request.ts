import { nameRule } from '../../deal/requests/deal-field.rules';
import { fieldIssues, isJsonObject, parseFields, type FieldRules } from '../../shared/field-rules';
import { err, ok, type Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import { amountRule, idRule, quantityRule, toHundredths } from './pricing-field.rules';

const EFFORT_FIELDS = ['role_id', 'quantity'] as const;
const FIXED_FIELDS = ['fixed_price', 'fixed_cost'] as const;

export const NEW_ESTIMATE_RULES = {
  name: nameRule('required'),
  role_id: idRule('optional'),
  quantity: quantityRule('optional'),
  fixed_price: amountRule('optional'),
  fixed_cost: amountRule('optional'),
} satisfies FieldRules;

export const ESTIMATE_EDIT_RULES = {
  name: nameRule('optional'),
  role_id: idRule('optional'),
  quantity: quantityRule('optional'),
  fixed_price: amountRule('optional'),
  fixed_cost: amountRule('optional'),
} satisfies FieldRules;

/** Effort of a role (`quantity` in hundredths of its unit), or a fixed amount (minor units). */
export type NewEstimateRequest =
  | { readonly kind: 'effort'; readonly name: string; readonly roleId: string; readonly quantity: number }
  | {
      readonly kind: 'fixed';
      readonly name: string;
      readonly fixedPrice: number;
      readonly fixedCost: number;
    };

export interface EstimateEditRequest {
  readonly name?: string;
  readonly roleId?: string;
  readonly quantity?: number;
  readonly fixedPrice?: number;
  readonly fixedCost?: number;
}

const sent = (body: Record<string, unknown>, field: string) => body[field] !== undefined;

/**
 * `POST /v1/deal/{id}/phases/{phase_id}/estimates`: `{name, role_id, quantity}` or
 * `{name, fixed_price, fixed_cost}`. Sending `role_id` or `quantity` makes it an effort estimate;
 * then both are required and the fixed amounts are refused, and the other way round.
 */
export function parseNewEstimateRequest(body: unknown): Result<NewEstimateRequest, ValidationIssue[]> {
  const issues = fieldIssues(body, NEW_ESTIMATE_RULES);
  if (isJsonObject(body)) issues.push(...shapeIssues(body));
  if (issues.length) return err(issues);
  const fields = body as Record<string, unknown>;
  const name = (fields['name'] as string).trim();
  return ok(
    isEffort(fields)
      ? {
          kind: 'effort',
          name,
          roleId: fields['role_id'] as string,
          quantity: toHundredths(fields['quantity']),
        }
      : {
          kind: 'fixed',
          name,
          fixedPrice: toHundredths(fields['fixed_price']),
          fixedCost: toHundredths(fields['fixed_cost']),
        },
  );
}

const isEffort = (body: Record<string, unknown>) => EFFORT_FIELDS.some((field) => sent(body, field));

function shapeIssues(body: Record<string, unknown>): ValidationIssue[] {
  const [needed, refused, kind] = isEffort(body)
    ? [EFFORT_FIELDS, FIXED_FIELDS, 'an effort estimate (role_id and quantity)']
    : [FIXED_FIELDS, EFFORT_FIELDS, 'a fixed estimate (fixed_price and fixed_cost)'];
  return [
    ...needed
      .filter((field) => !sent(body, field))
      .map((field) => ({ path: [field], message: `is required for ${kind}` })),
    ...refused
      .filter((field) => sent(body, field))
      .map((field) => ({ path: [field], message: `does not apply to ${kind}` })),
  ];
}

/**
 * `PATCH …/estimates/{estimate_id}`: the fields sent change, the others stay; whether they fit the
 * estimate's kind is the use case's to say (`applyEstimateEdit`).
 */
export function parseEstimateEditRequest(body: unknown): Result<EstimateEditRequest, ValidationIssue[]> {
  return parseFields(body, ESTIMATE_EDIT_RULES, (fields) => ({
    ...(fields['name'] !== undefined && { name: (fields['name'] as string).trim() }),
    ...(fields['role_id'] !== undefined && { roleId: fields['role_id'] as string }),
    ...(fields['quantity'] !== undefined && { quantity: toHundredths(fields['quantity']) }),
    ...(fields['fixed_price'] !== undefined && { fixedPrice: toHundredths(fields['fixed_price']) }),
    ...(fields['fixed_cost'] !== undefined && { fixedCost: toHundredths(fields['fixed_cost']) }),
  }));
}
