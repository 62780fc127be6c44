import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

/** A rate as stored in a card's or a deal's `rates` (jsonb): minor units per unit of the role. */
export interface StoredRate {
  role_id: string;
  cost_rate: number;
  price_rate: number;
}

export interface PricingRoleRow {
  id: string;
  space_id: string;
  name: string;
  unit: string;
  archived: boolean;
  created_at: Date;
  updated_at: Date;
}

export const PricingRoleSchema = new EntitySchema<PricingRoleRow>({
  name: 'pricing_role',
  tableName: 'pricing_roles',
  columns: {
    id: { ...text(), primary: true },
    space_id: text(),
    name: text(),
    unit: text(),
    archived: { type: 'boolean' },
    created_at: timestamp(),
    updated_at: timestamp(),
  },
});

export interface RateCardRow {
  id: string;
  space_id: string;
  name: string;
  currency: string;
  rates: StoredRate[];
  is_default: boolean;
  revision: number;
  created_at: Date;
  updated_at: Date;
}

export const RateCardSchema = new EntitySchema<RateCardRow>({
  name: 'rate_card',
  tableName: 'rate_cards',
  columns: {
    id: { ...text(), primary: true },
    space_id: text(),
    name: text(),
    currency: text(),
    rates: { type: 'jsonb' },
    is_default: { type: 'boolean' },
    revision: { type: 'integer' },
    created_at: timestamp(),
    updated_at: timestamp(),
  },
});

export interface DealPricingRow {
  deal_id: string;
  rate_card_id: string;
  rate_card_revision: number;
  contingency_bp: number;
  discount_bp: number;
  rates: StoredRate[];
}

export const DealPricingSchema = new EntitySchema<DealPricingRow>({
  name: 'deal_pricing',
  tableName: 'deal_pricing',
  columns: {
    deal_id: { ...text(), primary: true },
    rate_card_id: text(),
    rate_card_revision: { type: 'integer' },
    contingency_bp: { type: 'integer' },
    discount_bp: { type: 'integer' },
    rates: { type: 'jsonb' },
  },
});

/** bigint columns come back from pg as strings. */
export interface EstimateRow {
  id: string;
  deal_id: string;
  phase_id: string;
  name: string;
  role_id: string | null;
  quantity: string | null;
  fixed_price: string | null;
  fixed_cost: string | null;
  /** The line's cost and price as the deal's pricing gives them; null on rows written before they were kept. */
  cost_minor: string | null;
  price_minor: string | null;
  created_at: Date;
}

export const EstimateSchema = new EntitySchema<EstimateRow>({
  name: 'estimate',
  tableName: 'estimates',
  columns: {
    id: { ...text(), primary: true },
    deal_id: text(),
    phase_id: text(),
    name: text(),
    role_id: text(true),
    quantity: { type: 'bigint', nullable: true },
    fixed_price: { type: 'bigint', nullable: true },
    fixed_cost: { type: 'bigint', nullable: true },
    cost_minor: { type: 'bigint', nullable: true },
    price_minor: { type: 'bigint', nullable: true },
    created_at: timestamp(),
  },
});
