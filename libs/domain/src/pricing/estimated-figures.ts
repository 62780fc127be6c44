import type { Deal } from '../deal/deal';
import { unscaled } from './decimal';
import type { DealPricing, Estimate } from './deal-pricing';
import type { DealPrice } from './pricing';

/**
 * A deal's `price` and `cost` once it has an estimate: its pricing's price (after the discount) and
 * cost, in the deal's currency to the cent; its `margin` then follows from them to 4 decimals, the
 * figure `GET /v1/deal/{id}/pricing` answers. A deal without estimates keeps the figures it has:
 * typed by hand, or, after its last estimate went, the last ones its estimates gave (docs/pricing.md).
 */
export function withEstimatedFigures(
  deal: Deal,
  estimates: readonly Estimate[],
  price: Pick<DealPrice, 'price' | 'cost'>,
): Deal {
  return withFiguresOfLines(deal, estimates.length, price);
}

/** `withEstimatedFigures` for a deal of `lines` estimates whose totals are `totals` (line-totals.ts). */
export function withFiguresOfLines(
  deal: Deal,
  lines: number,
  totals: Pick<DealPrice, 'price' | 'cost'>,
): Deal {
  if (lines === 0) return deal;
  return { ...deal, price: unscaled(totals.price, 2), cost: unscaled(totals.cost, 2) };
}

/** The message of the 409 for a `PATCH /v1/deal/{id}` that sends price, cost or margin to a deal with estimates. */
export const FIGURES_FROM_ESTIMATES = "price, cost and margin come from the deal's estimates";

/** The `PATCH /v1/deal/{id}` fields a deal with estimates refuses: its pricing computes them. */
export const ESTIMATED_FIELDS = ['price', 'cost', 'margin'] as const;

/**
 * The message of the 409 for a currency change of a deal with a rate card: its copy of the card's
 * rates is in the old currency (docs/pricing.md).
 */
export function currencyLockedMessage(
  pricing: Pick<DealPricing, 'rateCardId'>,
  current: string,
  wanted: string,
): string {
  const was = current.toUpperCase();
  return (
    `the deal is priced in ${was} with rate card ${pricing.rateCardId}, so its currency cannot become ` +
    `${wanted.toUpperCase()}: its copied rates are in ${was}`
  );
}
