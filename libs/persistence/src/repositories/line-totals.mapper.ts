import { isSpaceRole, type DealLineTotals } from '@deal/domain';
import type { DealPricingRow, PricingRoleRow } from '../schema/pricing.schema';
import type { SecretBox } from '../secrets/secret-box';
import { enabledAutomationsSql, openedAutomation, type EnabledAutomationRow } from './automation.mapper';
import { dealPricingToDomain, roleToDomain } from './pricing.mapper';
import { oneOf } from './row-values';

/**
 * What a new estimate on a draft deal reads, in one statement and one row whatever the deal's
 * size (docs/pricing.md "Stored line amounts"): the deal's pricing (its columns, null without
 * one), whether phase $2 is the deal's, the role of id $3 (null without one, or without an id),
 * and the count and the sums of its estimates' stored amounts, with how many keep none: the row the
 * database keeps for the deal (`estimate_totals`, migration 1765000000000), zeros without one; and
 * the role of user $5 in space $4 (null without a membership, or without a user), which the caller
 * would otherwise read on its own round trip; and space $4's enabled `deal_updated` automations
 * with their actions as `listEnabled` reads them, as one JSON array, for the change's events (the
 * caller holds them from edits first: `findByIdForUpdate`'s `holdAutomationEdits`). The sums are
 * text: numeric, read exactly into a bigint. Each join matches at most one row (primary keys), on
 * the one row of the FROM.
 */
export const LINE_TOTALS = `SELECT p.deal_id, p.rate_card_id, p.rate_card_revision, p.contingency_bp,
       p.discount_bp, p.rates,
       EXISTS (SELECT 1 FROM phases WHERE id = $2 AND deal_id = $1) AS has_phase,
       r.id AS role_id, r.space_id AS role_space_id, r.name AS role_name, r.unit AS role_unit,
       r.archived AS role_archived, r.created_at AS role_created_at, r.updated_at AS role_updated_at,
       coalesce(t.lines, 0) AS lines, coalesce(t.unpriced, 0) AS unpriced,
       coalesce(t.cost_minor, 0)::text AS cost, coalesce(t.price_minor, 0)::text AS subtotal,
       m.role AS member_role,
       (SELECT coalesce(json_agg(e ORDER BY e.id), '[]')
          FROM (${enabledAutomationsSql('$4::text', "'deal_updated'")}) AS e) AS deal_updated_automations
  FROM (SELECT $1::text AS deal_id) AS d
  LEFT JOIN estimate_totals AS t ON t.deal_id = d.deal_id
  LEFT JOIN deal_pricing AS p ON p.deal_id = d.deal_id
  LEFT JOIN pricing_roles AS r ON r.id = $3::text
  LEFT JOIN memberships AS m ON m.space_id = $4::text AND m.user_id = $5::text`;

/** A LEFT JOIN's columns: all null without a match, none null with one (each is NOT NULL in its table). */
type Joined<T> = T | { [K in keyof T]: null };
type PrefixedRole = { [K in keyof PricingRoleRow as `role_${K}`]: PricingRoleRow[K] };

export type LineTotalsRow = Joined<DealPricingRow> &
  Joined<PrefixedRole> & {
    has_phase: boolean;
    lines: number;
    unpriced: number;
    cost: string;
    subtotal: string;
    member_role: string | null;
    deal_updated_automations: AutomationJsonRow[];
  };

/** `box` opens the automations' secrets. */
export function lineTotalsToDomain(row: LineTotalsRow, box: SecretBox): DealLineTotals {
  return {
    memberRole: row.member_role === null ? null : oneOf(row.member_role, isSpaceRole, 'memberships.role'),
    dealUpdatedAutomations: row.deal_updated_automations.map((automation) =>
      automationOfJson(box, automation),
    ),
    pricing: row.deal_id === null ? null : dealPricingToDomain(row as DealPricingRow),
    hasPhase: row.has_phase,
    role: row.role_id === null ? null : roleToDomain(roleRow(row as PrefixedRole)),
    totals: {
      lines: Number(row.lines),
      unpriced: Number(row.unpriced),
      cost: BigInt(row.cost),
      subtotal: BigInt(row.subtotal),
    },
  };
}

const roleRow = (row: PrefixedRole): PricingRoleRow => ({
  id: row.role_id,
  space_id: row.role_space_id,
  name: row.role_name,
  unit: row.role_unit,
  archived: row.role_archived,
  created_at: row.role_created_at,
  updated_at: row.role_updated_at,
});

/** A row of `enabledAutomationsSql` that came as JSON: its times are ISO strings. */
type AutomationJsonRow = Omit<EnabledAutomationRow, 'created_at' | 'updated_at'> & {
  readonly created_at: string;
  readonly updated_at: string;
};

/** As `listEnabled` maps its rows, once its times are Dates again. */
function automationOfJson(box: SecretBox, { actions, created_at, updated_at, ...row }: AutomationJsonRow) {
  return openedAutomation(
    box,
    { ...row, created_at: new Date(created_at), updated_at: new Date(updated_at) },
    actions,
  );
}
