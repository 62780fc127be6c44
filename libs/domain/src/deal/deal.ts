import type { DealStatus } from './deal-status';

export interface DealOwner {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/**
 * A priced commercial proposal. Money is in the deal's currency (lower-case ISO 4217 code);
 * every date is epoch milliseconds (UTC); an unset value is `null`.
 * `margin` is not stored: it follows from price and cost (see `dealMargin`).
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

/** Margin as a fraction of price, 0..1 for a profitable deal; null when price or cost is unknown or price is 0. */
export function dealMargin(deal: Pick<Deal, 'price' | 'cost'>): number | null {
  if (deal.price === null || deal.cost === null || deal.price === 0) return null;
  return (deal.price - deal.cost) / deal.price;
}
