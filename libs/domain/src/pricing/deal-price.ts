import type { Deal } from '../deal/deal';
import type { Phase } from '../deal/phase';
import { scaledRounded } from './decimal';
import type { DealPricing, Estimate } from './deal-pricing';
import { priceDeal, pricingVariance, type DealPrice, type PricingVariance } from './pricing';

/** A deal's pricing as `GET /v1/deal/{id}/pricing` shows it: the inputs, the figures, the variance. */
export interface PricedDeal {
  readonly deal: Deal;
  /** Null until `PUT /v1/deal/{id}/pricing` gives the deal a rate card. */
  readonly pricing: DealPricing | null;
  readonly estimates: readonly Estimate[];
  readonly price: DealPrice<Estimate>;
  readonly variance: PricingVariance;
}

/**
 * Prices a deal from its pricing, phases (in the deal's order) and estimates: the one function the
 * API, the web pages, and whatever computes a deal's `price` from its estimates call. A deal
 * without pricing has no rates, no contingency and no discount (only fixed estimates then).
 */
export function pricedDeal(
  deal: Deal,
  pricing: DealPricing | null,
  phases: readonly Pick<Phase, 'id'>[],
  estimates: readonly Estimate[],
): PricedDeal {
  const price = priceDeal({
    phaseIds: phases.map((phase) => phase.id),
    rates: pricing?.rates ?? [],
    contingency: pricing?.contingency ?? 0,
    discount: pricing?.discount ?? 0,
    lines: estimates,
  });
  const variance = pricingVariance(price, {
    targetPrice: deal.targetPrice === null ? null : scaledRounded(deal.targetPrice, 2),
    targetMargin: deal.targetMargin === null ? null : scaledRounded(deal.targetMargin, 4),
  });
  return { deal, pricing, estimates, price, variance };
}
