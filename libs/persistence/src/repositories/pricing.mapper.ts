import {
  isRoleUnit,
  type DealPricing,
  type Estimate,
  type RateCard,
  type Role,
  type RoleRate,
} from '@deal/domain';
import type {
  DealPricingRow,
  EstimateRow,
  PricingRoleRow,
  RateCardRow,
  StoredRate,
} from '../schema/pricing.schema';
import { oneOf, required, toEpoch } from './row-values';

export function roleToDomain(row: PricingRoleRow): Role {
  return {
    id: row.id,
    spaceId: row.space_id,
    name: row.name,
    unit: oneOf(row.unit, isRoleUnit, 'pricing_roles.unit'),
    archived: row.archived,
    createdAt: toEpoch(row.created_at),
    updatedAt: toEpoch(row.updated_at),
  };
}

/** jsonb is parsed by the driver; a text copy (an older driver) is parsed here. */
function storedRates(value: StoredRate[] | string): StoredRate[] {
  return typeof value === 'string' ? (JSON.parse(value) as StoredRate[]) : value;
}

export const ratesToDomain = (value: StoredRate[] | string): RoleRate[] =>
  storedRates(value).map((rate) => ({
    roleId: rate.role_id,
    costRate: rate.cost_rate,
    priceRate: rate.price_rate,
  }));

/** The JSON text a `rates` column is written from. */
export const ratesToJson = (rates: readonly RoleRate[]): string =>
  JSON.stringify(
    rates.map((rate): StoredRate => ({
      role_id: rate.roleId,
      cost_rate: rate.costRate,
      price_rate: rate.priceRate,
    })),
  );

export function rateCardToDomain(row: RateCardRow): RateCard {
  return {
    id: row.id,
    spaceId: row.space_id,
    name: row.name,
    currency: row.currency,
    rates: ratesToDomain(row.rates),
    isDefault: row.is_default,
    revision: row.revision,
    createdAt: toEpoch(row.created_at),
    updatedAt: toEpoch(row.updated_at),
  };
}

export function dealPricingToDomain(row: DealPricingRow): DealPricing {
  return {
    dealId: row.deal_id,
    rateCardId: row.rate_card_id,
    rateCardRevision: row.rate_card_revision,
    contingency: row.contingency_bp,
    discount: row.discount_bp,
    rates: ratesToDomain(row.rates),
  };
}

/**
 * An estimate's row as read for pricing: every column but `created_at`, which only orders them, and
 * the stored amounts, which pricing every line computes again.
 */
export type EstimateLineRow = Omit<EstimateRow, 'created_at' | 'cost_minor' | 'price_minor'>;

export function estimateToDomain(row: EstimateLineRow): Estimate {
  const base = { id: row.id, dealId: row.deal_id, phaseId: row.phase_id, name: row.name };
  if (row.role_id !== null) {
    return {
      ...base,
      kind: 'effort',
      roleId: row.role_id,
      quantity: Number(required(row.quantity, 'estimates.quantity')),
    };
  }
  return {
    ...base,
    kind: 'fixed',
    fixedPrice: Number(required(row.fixed_price, 'estimates.fixed_price')),
    fixedCost: Number(required(row.fixed_cost, 'estimates.fixed_cost')),
  };
}

/** The role, quantity and fixed amounts of an estimate, as its columns hold them. */
export function estimateAmounts(
  estimate: Estimate,
): [string | null, string | null, string | null, string | null] {
  return estimate.kind === 'effort'
    ? [estimate.roleId, String(estimate.quantity), null, null]
    : [null, null, String(estimate.fixedPrice), String(estimate.fixedCost)];
}
