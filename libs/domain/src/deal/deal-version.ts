import type { Deal } from './deal';
import type { Phase } from './phase';

/** Why a version was taken: before a reschedule moved the dates, or before a pricing change. */
export type DealVersionReason = 'reschedule' | 'pricing';

/**
 * An estimate as a version keeps it. The same shape as the pricing folder's `Estimate` (which this
 * folder, below it, cannot name; pricing checks that its estimates fit here): money in minor units,
 * quantity in hundredths of the role's unit.
 */
export type EstimateSnapshot =
  | {
      readonly kind: 'effort';
      readonly id: string;
      readonly dealId: string;
      readonly phaseId: string;
      readonly name: string;
      readonly roleId: string;
      readonly quantity: number;
    }
  | {
      readonly kind: 'fixed';
      readonly id: string;
      readonly dealId: string;
      readonly phaseId: string;
      readonly name: string;
      readonly fixedPrice: number;
      readonly fixedCost: number;
    };

/** A deal's pricing as a version keeps it: the card and revision its rates were copied from, and those rates. */
export interface PricingSnapshot {
  readonly dealId: string;
  readonly rateCardId: string;
  readonly rateCardRevision: number;
  /** Basis points. */
  readonly contingency: number;
  /** Basis points. */
  readonly discount: number;
  readonly rates: readonly {
    readonly roleId: string;
    readonly costRate: number;
    readonly priceRate: number;
  }[];
}

/**
 * A snapshot of a deal past draft, its phases, its pricing and its estimates, taken before a change
 * that rewrites its schedule (`reschedule`) or its figures (`pricing`, docs/pricing.md).
 */
export interface DealVersion {
  readonly id: string;
  readonly dealId: string;
  readonly createdAt: number;
  readonly reason: DealVersionReason;
  readonly deal: Deal;
  readonly phases: readonly Phase[];
  /** Null when the deal had no rate card then (and in versions taken before pricing existed). */
  readonly pricing: PricingSnapshot | null;
  /** Empty when it had none (and in versions taken before pricing existed). */
  readonly estimates: readonly EstimateSnapshot[];
}
