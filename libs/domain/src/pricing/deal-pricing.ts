import type { Phase } from '../deal/phase';
import type { PricingLine, RoleRate } from './pricing';

/**
 * How a deal is priced: its rate card, and a copy of that card's rates as they were at
 * `rateCardRevision`. Later edits of the card change no deal until its rates are refreshed.
 */
export interface DealPricing {
  readonly dealId: string;
  readonly rateCardId: string;
  readonly rateCardRevision: number;
  /** Basis points added to effort (0..10000). */
  readonly contingency: number;
  /** Basis points taken off the subtotal (0..10000). */
  readonly discount: number;
  readonly rates: readonly RoleRate[];
}

/** One line of a deal's estimate: effort of a role, or a fixed amount, in one of the deal's phases. */
export type Estimate = PricingLine & {
  readonly dealId: string;
  readonly name: string;
};

/** What a deal is priced from: its rate card's copied rates, its phases (in order) and its estimates. */
export interface PricingState {
  readonly pricing: DealPricing | null;
  readonly phases: readonly Phase[];
  readonly estimates: readonly Estimate[];
}
