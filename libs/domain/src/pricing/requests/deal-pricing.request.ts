import { parseFields, type FieldRules } from '../../shared/field-rules';
import type { Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import { fractionRule, idRule, toBasisPoints } from './pricing-field.rules';

export const DEAL_PRICING_RULES = {
  rate_card_id: idRule('required'),
  contingency: fractionRule('optional'),
  discount: fractionRule('optional'),
} satisfies FieldRules;

export interface DealPricingRequest {
  readonly rateCardId: string;
  /** Basis points; 0 when left out. */
  readonly contingency: number;
  /** Basis points; 0 when left out. */
  readonly discount: number;
}

/** `PUT /v1/deal/{id}/pricing`: the whole pricing, so a field left out is 0. */
export function parseDealPricingRequest(body: unknown): Result<DealPricingRequest, ValidationIssue[]> {
  return parseFields(body, DEAL_PRICING_RULES, (fields) => ({
    rateCardId: fields['rate_card_id'] as string,
    contingency: fields['contingency'] === undefined ? 0 : toBasisPoints(fields['contingency']),
    discount: fields['discount'] === undefined ? 0 : toBasisPoints(fields['discount']),
  }));
}
