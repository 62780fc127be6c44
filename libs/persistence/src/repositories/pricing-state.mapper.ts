import type { PricingState, Role } from '@deal/domain';
import type { DealPricingRow } from '../schema/pricing.schema';
import type { PhaseRow } from '../schema/phase.schema';
import { phaseToDomain } from './phase.mapper';
import { dealPricingToDomain, estimateToDomain, roleToDomain, type EstimateLineRow } from './pricing.mapper';

/**
 * A deal's pricing, phases and estimates in one statement, one row of three json columns: each
 * was its own round trip before, and a new estimate's transaction read all three (docs/performance.md,
 * "Issue 25's pricing goals, second pass"). The same rows, orders and columns as
 * `findByDeal`, `PhaseRepository.listByDeal` and `EstimateRepository.listByDeal`; instants come as
 * epoch ms (a json timestamp would be text), bigint columns as json numbers (safe integers by the
 * request rules), and each phase and estimate as an array of its columns rather than an object,
 * so the json names no column 2,000 times over.
 */
export const PRICING_STATE = `SELECT
  (SELECT json_build_object('deal_id', deal_id, 'rate_card_id', rate_card_id,
            'rate_card_revision', rate_card_revision, 'contingency_bp', contingency_bp,
            'discount_bp', discount_bp, 'rates', rates)
     FROM deal_pricing WHERE deal_id = $1) AS pricing,
  (SELECT coalesce(json_agg(json_build_array(id, deal_id, name, pinned,
            floor(extract(epoch FROM start_at) * 1000), floor(extract(epoch FROM end_at) * 1000),
            start_offset_ms, end_offset_ms) ORDER BY created_at, id), '[]')
     FROM phases WHERE deal_id = $1) AS phases,
  (SELECT coalesce(json_agg(json_build_array(id, deal_id, phase_id, name, role_id, quantity,
            fixed_price, fixed_cost) ORDER BY created_at, id), '[]')
     FROM estimates WHERE deal_id = $1) AS estimates`;

/** PRICING_STATE and the role of id $2, as `TypeOrmRoleRepository.findById` reads it (or null). */
export const PRICING_STATE_WITH_ROLE = `${PRICING_STATE},
  (SELECT json_build_array(id, space_id, name, unit, archived,
            floor(extract(epoch FROM created_at) * 1000), floor(extract(epoch FROM updated_at) * 1000))
     FROM pricing_roles WHERE id = $2) AS role`;

type Json<T> = T | string;
type Id = string;
type Amount = number | string | null;
type PhaseColumns = [Id, Id, string, boolean, Amount, Amount, Amount, Amount];
type EstimateColumns = [Id, Id, Id, string, Id | null, Amount, Amount, Amount];

type RoleColumns = [Id, Id, string, string, boolean, number | string, number | string];

export interface PricingStateRow {
  pricing: Json<DealPricingRow> | null;
  phases: Json<PhaseColumns[]>;
  estimates: Json<EstimateColumns[]>;
}

/** json columns are parsed by the driver; a text copy (another driver) is parsed here. */
const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const text = (value: Amount): string | null => (value === null ? null : String(value));

export function pricingStateToDomain(row: PricingStateRow): PricingState {
  const pricing = row.pricing === null ? null : dealPricingToDomain(parsed(row.pricing));
  const phases = parsed(row.phases).map(([id, deal_id, name, pinned, start, end, startOffset, endOffset]) =>
    phaseToDomain({
      id,
      deal_id,
      name,
      pinned,
      start_at: start === null ? null : new Date(Number(start)),
      end_at: end === null ? null : new Date(Number(end)),
      start_offset_ms: text(startOffset),
      end_offset_ms: text(endOffset),
    } satisfies Omit<PhaseRow, 'created_at'>),
  );
  const estimates = parsed(row.estimates).map(
    ([id, deal_id, phase_id, name, role_id, quantity, fixed_price, fixed_cost]) =>
      estimateToDomain({
        id,
        deal_id,
        phase_id,
        name,
        role_id,
        quantity: text(quantity),
        fixed_price: text(fixed_price),
        fixed_cost: text(fixed_cost),
      } satisfies EstimateLineRow),
  );
  return { pricing, phases, estimates };
}

export type PricingStateWithRoleRow = PricingStateRow & { role: Json<RoleColumns> | null };

export function pricingStateWithRoleToDomain(
  row: PricingStateWithRoleRow,
): PricingState & { readonly role: Role | null } {
  if (row.role === null) return { ...pricingStateToDomain(row), role: null };
  const [id, space_id, name, unit, archived, created, updated] = parsed(row.role);
  const role = roleToDomain({
    id,
    space_id,
    name,
    unit,
    archived,
    created_at: new Date(Number(created)),
    updated_at: new Date(Number(updated)),
  });
  return { ...pricingStateToDomain(row), role };
}
