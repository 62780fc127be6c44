import {
  parseEstimateEditRequest,
  parseNewEstimateRequest,
  type Estimate,
  type EstimateEditRequest,
  type NewEstimateRequest,
  type ValidationIssue,
} from '@deal/domain';
import type { FormFields } from '../form-fields';
import { AMOUNT_MESSAGE, hundredthsText, NUMBER_MESSAGE, numberOf } from './pricing-text';

export type EstimateKind = Estimate['kind'];

/** An estimate form as typed; an effort line uses role and quantity, a fixed one the two amounts. */
export interface EstimateValues {
  readonly kind: EstimateKind;
  readonly name: string;
  readonly roleId: string;
  readonly quantity: string;
  readonly fixedPrice: string;
  readonly fixedCost: string;
}

export const blankEstimate = (kind: EstimateKind): EstimateValues => ({
  kind,
  name: '',
  roleId: '',
  quantity: '',
  fixedPrice: '',
  fixedCost: '',
});

export function estimateValuesOf(estimate: Estimate): EstimateValues {
  return estimate.kind === 'effort'
    ? {
        ...blankEstimate('effort'),
        name: estimate.name,
        roleId: estimate.roleId,
        quantity: hundredthsText(estimate.quantity),
      }
    : {
        ...blankEstimate('fixed'),
        name: estimate.name,
        fixedPrice: hundredthsText(estimate.fixedPrice),
        fixedCost: hundredthsText(estimate.fixedCost),
      };
}

/** The API body of an estimate of `kind`: its name and the two fields of its kind, as numbers. */
function estimateBody(form: FormFields, kind: EstimateKind) {
  const values: EstimateValues = {
    ...blankEstimate(kind),
    name: form.text('name'),
    ...(kind === 'effort'
      ? { roleId: form.text('role_id').trim(), quantity: form.text('quantity').trim() }
      : { fixedPrice: form.text('fixed_price').trim(), fixedCost: form.text('fixed_cost').trim() }),
  };
  const issues: ValidationIssue[] = [];
  const body: Record<string, unknown> = { name: values.name };
  const numbers =
    kind === 'effort'
      ? ([['quantity', values.quantity, NUMBER_MESSAGE]] as const)
      : ([
          ['fixed_price', values.fixedPrice, AMOUNT_MESSAGE],
          ['fixed_cost', values.fixedCost, AMOUNT_MESSAGE],
        ] as const);
  if (kind === 'effort') body['role_id'] = values.roleId;
  for (const [field, text, message] of numbers) {
    const value = numberOf(text);
    if (value === null) issues.push({ path: [field], message });
    else body[field] = value;
  }
  return { values, body, issues };
}

/** The domain's issues for the fields the form has not already refused. */
function merged(issues: ValidationIssue[], more: readonly ValidationIssue[]): ValidationIssue[] {
  const named = new Set(issues.map((issue) => issue.path[0]));
  return [...issues, ...more.filter((issue) => !named.has(issue.path[0]))];
}

/** An add form as the body of `POST /v1/deal/{id}/phases/{phase_id}/estimates`, checked by the domain. */
export function newEstimateFrom(
  form: FormFields,
  kind: EstimateKind,
): { values: EstimateValues; request: NewEstimateRequest | null; issues: ValidationIssue[] } {
  const { values, body, issues } = estimateBody(form, kind);
  const parsed = parseNewEstimateRequest(body);
  const all = parsed.ok ? issues : merged(issues, parsed.error);
  return { values, request: parsed.ok && all.length === 0 ? parsed.value : null, issues: all };
}

/** A line's edit form as the body of `PATCH …/estimates/{estimate_id}`: every field of its kind. */
export function estimateEditFrom(
  form: FormFields,
  estimate: Estimate,
): { values: EstimateValues; request: EstimateEditRequest | null; issues: ValidationIssue[] } {
  const { values, body, issues } = estimateBody(form, estimate.kind);
  const parsed = parseEstimateEditRequest(body);
  const all = parsed.ok ? issues : merged(issues, parsed.error);
  return { values, request: parsed.ok && all.length === 0 ? parsed.value : null, issues: all };
}
