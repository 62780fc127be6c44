import {
  parseDealPricingRequest,
  type DealPricing,
  type DealPricingRequest,
  type ValidationIssue,
} from '@deal/domain';
import type { FormFields } from '../form-fields';
import { fractionOfPercent, PERCENT_MESSAGE, percentTextOfBasisPoints } from './pricing-text';

/** The rate-card form as typed: contingency and discount as percentages. */
export interface PricingValues {
  readonly rateCardId: string;
  readonly contingency: string;
  readonly discount: string;
}

/** The form as the page fills it: the deal's pricing, or the space's default card in its currency. */
export function pricingValuesOf(pricing: DealPricing | null, defaultCardId: string | null): PricingValues {
  if (pricing === null) return { rateCardId: defaultCardId ?? '', contingency: '', discount: '' };
  return {
    rateCardId: pricing.rateCardId,
    contingency: percentTextOfBasisPoints(pricing.contingency),
    discount: percentTextOfBasisPoints(pricing.discount),
  };
}

/**
 * The form as the body of `PUT /v1/deal/{id}/pricing`, checked by the domain's rules for it. An
 * empty percentage is left out, which the API reads as 0.
 */
export function dealPricingFrom(form: FormFields): {
  values: PricingValues;
  request: DealPricingRequest | null;
  issues: ValidationIssue[];
} {
  const values: PricingValues = {
    rateCardId: form.text('rate_card_id').trim(),
    contingency: form.text('contingency').trim(),
    discount: form.text('discount').trim(),
  };
  const issues: ValidationIssue[] = [];
  const body: Record<string, unknown> = { rate_card_id: values.rateCardId };
  for (const field of ['contingency', 'discount'] as const) {
    if (values[field] === '') continue;
    const fraction = fractionOfPercent(values[field]);
    if (fraction === null) issues.push({ path: [field], message: PERCENT_MESSAGE });
    else body[field] = fraction;
  }
  const parsed = parseDealPricingRequest(body);
  if (!parsed.ok) issues.push(...parsed.error);
  return { values, request: parsed.ok && issues.length === 0 ? parsed.value : null, issues };
}
