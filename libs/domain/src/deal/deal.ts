import type { DealStatus } from './deal-status';

export interface DealOwner {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/**
 * A priced commercial proposal. Money is in the deal's currency (lower-case ISO 4217 code);
 * every date is epoch milliseconds (UTC); an unset value is `null`.
 * `margin` is not stored: it follows from price and cost (see `dealMargin`). Once the deal has an
 * estimate, price and cost are its pricing's (docs/pricing.md), written with every pricing change.
 */
export interface Deal {
  readonly id: string;
  readonly spaceId: string;
  readonly name: string;
  readonly status: DealStatus;
  readonly currency: string;
  readonly price: number | null;
  readonly cost: number | null;
  readonly probability: number | null;
  readonly targetPrice: number | null;
  readonly targetMargin: number | null;
  readonly archived: boolean;
  readonly description: string | null;
  readonly account: string | null;
  readonly externalId: string | null;
  readonly owner: DealOwner | null;
  readonly start: number | null;
  readonly end: number | null;
  readonly due: number | null;
  readonly pendingAt: number | null;
  readonly approvedAt: number | null;
  readonly progressedAt: number | null;
  readonly closedAt: number | null;
  readonly redraftReason: string | null;
  readonly closedReason: string | null;
  readonly requestedByEmail: string | null;
  readonly requestedToEmail: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** 1 when created; grows by exactly 1 with every committed change (docs/events.md). */
  readonly revision: number;
}

/**
 * Margin as a fraction of price, 0..1 for a profitable deal, to 4 decimals rounded half away from
 * zero; null when price or cost is unknown or price is 0. Amounts in whole cents (every deal priced
 * from its estimates) are divided exactly, in integers, so the figure is the one
 * `GET /v1/deal/{id}/pricing` answers (docs/pricing.md); finer manual amounts are rounded from the
 * floating-point ratio.
 */
export function dealMargin(deal: Pick<Deal, 'price' | 'cost'>): number | null {
  if (deal.price === null || deal.cost === null || deal.price === 0) return null;
  const price = wholeCents(deal.price);
  const cost = wholeCents(deal.cost);
  if (price !== null && cost !== null) return Number(ratioInBasisPoints(price - cost, price)) / BASIS_POINTS;
  const ratio = (deal.price - deal.cost) / deal.price;
  return (Math.sign(ratio) * Math.round(Math.abs(ratio) * BASIS_POINTS)) / BASIS_POINTS;
}

const BASIS_POINTS = 10_000;

/** The amount in cents when it is a whole number of them (and a safe integer); null otherwise. */
function wholeCents(amount: number): bigint | null {
  const cents = Math.round(amount * 100);
  return Number.isSafeInteger(cents) && cents / 100 === amount ? BigInt(cents) : null;
}

/** numerator / denominator in basis points, half away from zero (the denominator is positive). */
function ratioInBasisPoints(numerator: bigint, denominator: bigint): bigint {
  const magnitude = (numerator < 0n ? -numerator : numerator) * BigInt(BASIS_POINTS);
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}
