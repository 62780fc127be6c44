import type { RoleRate } from './pricing';

/**
 * A space's rates for its roles in one currency. Every edit takes the revision up by one; a deal
 * keeps a copy of the rates and the revision it copied (`DealPricing`). At most one card per space
 * and currency is the default.
 */
export interface RateCard {
  readonly id: string;
  readonly spaceId: string;
  readonly name: string;
  /** Lower-case ISO 4217 code. */
  readonly currency: string;
  /** At most one rate per role, in the order they were given. */
  readonly rates: readonly RoleRate[];
  readonly isDefault: boolean;
  /** 1 when created, up by one with every edit. */
  readonly revision: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}
