import type {
  DealLineTotals,
  DealPricing,
  DealPricingRepository,
  Estimate,
  LineAmounts,
  MemberLookup,
  StoredLineAmounts,
  PricingState,
  EstimateRepository,
  PageQuery,
  RateCard,
  RateCardRepository,
  Role,
  RoleRepository,
} from '@deal/domain';
import type { EntityManager } from 'typeorm';
import type { DealPricingRow, PricingRoleRow, RateCardRow } from '../schema/pricing.schema';
import {
  dealPricingToDomain,
  estimateAmounts,
  estimateToDomain,
  rateCardToDomain,
  ratesToJson,
  roleToDomain,
  type EstimateLineRow,
} from './pricing.mapper';
import { estimateParameters, insertEstimatePart } from './estimate-insert.sql';
import { LINE_TOTALS, lineTotalsToDomain, type LineTotalsRow } from './line-totals.mapper';
import { secretBoxOf } from '../secrets/sealed-columns';
import { queryRecords } from './sql-records';
import { toDate } from './row-values';
import {
  PRICING_STATE,
  PRICING_STATE_WITH_ROLE,
  pricingStateToDomain,
  pricingStateWithRoleToDomain,
  type PricingStateRow,
  type PricingStateWithRoleRow,
} from './pricing-state.mapper';

/** Fixed statements, as for phases: pricing a deal reads its estimates on every call (docs/pricing.md). */
const ROLE_COLUMNS = 'id, space_id, name, unit, archived, created_at, updated_at';

export class TypeOrmRoleRepository implements RoleRepository {
  constructor(private readonly manager: EntityManager) {}

  async findById(id: string): Promise<Role | null> {
    const rows: PricingRoleRow[] = await this.manager.query(
      `SELECT ${ROLE_COLUMNS} FROM pricing_roles WHERE id = $1`,
      [id],
    );
    return rows[0] ? roleToDomain(rows[0]) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Role[]> {
    if (ids.length === 0) return [];
    const rows: PricingRoleRow[] = await this.manager.query(
      `SELECT ${ROLE_COLUMNS} FROM pricing_roles WHERE id = ANY($1::text[])`,
      [[...ids]],
    );
    return rows.map(roleToDomain);
  }

  async listForSpace(spaceId: string, page: PageQuery): Promise<Role[]> {
    const rows: PricingRoleRow[] = await this.manager.query(
      `SELECT ${ROLE_COLUMNS} FROM pricing_roles
        WHERE space_id = $1 AND ($2::text IS NULL OR id > $2) ORDER BY id LIMIT $3`,
      [spaceId, page.afterId, page.limit],
    );
    return rows.map(roleToDomain);
  }

  async insert(role: Role): Promise<void> {
    await this.manager.query(
      `INSERT INTO pricing_roles (${ROLE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        role.id,
        role.spaceId,
        role.name,
        role.unit,
        role.archived,
        toDate(role.createdAt),
        toDate(role.updatedAt),
      ],
    );
  }

  async update(role: Role): Promise<void> {
    await this.manager.query(
      `UPDATE pricing_roles SET name = $2, unit = $3, archived = $4, updated_at = $5 WHERE id = $1`,
      [role.id, role.name, role.unit, role.archived, toDate(role.updatedAt)],
    );
  }
}

const CARD_COLUMNS = 'id, space_id, name, currency, rates, is_default, revision, created_at, updated_at';

export class TypeOrmRateCardRepository implements RateCardRepository {
  constructor(private readonly manager: EntityManager) {}

  async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<RateCard | null> {
    const rows: RateCardRow[] = await this.manager.query(
      `SELECT ${CARD_COLUMNS} FROM rate_cards WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ? rateCardToDomain(rows[0]) : null;
  }

  async listForSpace(spaceId: string, page: PageQuery): Promise<RateCard[]> {
    const rows: RateCardRow[] = await this.manager.query(
      `SELECT ${CARD_COLUMNS} FROM rate_cards
        WHERE space_id = $1 AND ($2::text IS NULL OR id > $2) ORDER BY id LIMIT $3`,
      [spaceId, page.afterId, page.limit],
    );
    return rows.map(rateCardToDomain);
  }

  async insert(card: RateCard): Promise<void> {
    await this.manager.query(
      `INSERT INTO rate_cards (${CARD_COLUMNS}) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)`,
      [
        card.id,
        card.spaceId,
        card.name,
        card.currency,
        ratesToJson(card.rates),
        card.isDefault,
        card.revision,
        toDate(card.createdAt),
        toDate(card.updatedAt),
      ],
    );
  }

  async update(card: RateCard): Promise<void> {
    await this.manager.query(
      `UPDATE rate_cards SET name = $2, currency = $3, rates = $4::jsonb, is_default = $5, revision = $6,
              updated_at = $7
        WHERE id = $1`,
      [
        card.id,
        card.name,
        card.currency,
        ratesToJson(card.rates),
        card.isDefault,
        card.revision,
        toDate(card.updatedAt),
      ],
    );
  }

  /** The space's row: any card write takes it first, so they queue instead of deadlocking. */
  async lockDefaults(spaceId: string): Promise<void> {
    await this.manager.query(`SELECT id FROM spaces WHERE id = $1 FOR UPDATE`, [spaceId]);
  }

  async clearDefault(spaceId: string, currency: string, keepId: string): Promise<void> {
    await this.manager.query(
      `UPDATE rate_cards SET is_default = false
        WHERE space_id = $1 AND currency = $2 AND is_default AND id <> $3`,
      [spaceId, currency, keepId],
    );
  }
}

export class TypeOrmDealPricingRepository implements DealPricingRepository {
  constructor(private readonly manager: EntityManager) {}

  async findByDeal(dealId: string): Promise<DealPricing | null> {
    const rows: DealPricingRow[] = await this.manager.query(
      `SELECT deal_id, rate_card_id, rate_card_revision, contingency_bp, discount_bp, rates
         FROM deal_pricing WHERE deal_id = $1`,
      [dealId],
    );
    return rows[0] ? dealPricingToDomain(rows[0]) : null;
  }

  async findStateByDeal(dealId: string): Promise<PricingState> {
    const [row]: PricingStateRow[] = await this.manager.query(PRICING_STATE, [dealId]);
    if (!row) throw new Error('the pricing state statement answers one row');
    return pricingStateToDomain(row);
  }

  async findStateWithRole(
    dealId: string,
    roleId: string,
  ): Promise<PricingState & { readonly role: Role | null }> {
    const [row]: PricingStateWithRoleRow[] = await this.manager.query(PRICING_STATE_WITH_ROLE, [
      dealId,
      roleId,
    ]);
    if (!row) throw new Error('the pricing state statement answers one row');
    return pricingStateWithRoleToDomain(row);
  }

  async findLineTotals(
    dealId: string,
    phaseId: string,
    roleId: string | null,
    member: MemberLookup,
  ): Promise<DealLineTotals> {
    // A new estimate's hot path: past TypeORM's per-query wrapper, as a deal change's statements,
    // and kept prepared (its columns are named).
    const parameters = [dealId, phaseId, roleId, member.spaceId, member.userId];
    const [row] = await queryRecords<LineTotalsRow>(this.manager, LINE_TOTALS, parameters, 'dps_line_totals');
    if (!row) throw new Error('the line totals statement answers one row');
    return lineTotalsToDomain(row, secretBoxOf(this.manager));
  }

  async save(pricing: DealPricing): Promise<void> {
    await this.manager.query(
      `INSERT INTO deal_pricing (deal_id, rate_card_id, rate_card_revision, contingency_bp, discount_bp, rates)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT (deal_id) DO UPDATE SET rate_card_id = EXCLUDED.rate_card_id,
         rate_card_revision = EXCLUDED.rate_card_revision, contingency_bp = EXCLUDED.contingency_bp,
         discount_bp = EXCLUDED.discount_bp, rates = EXCLUDED.rates`,
      [
        pricing.dealId,
        pricing.rateCardId,
        pricing.rateCardRevision,
        pricing.contingency,
        pricing.discount,
        ratesToJson(pricing.rates),
      ],
    );
  }
}

export class TypeOrmEstimateRepository implements EstimateRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * In insertion order (created_at, then id). `created_at` orders the rows but is not selected: the
   * driver would parse it into a Date per row, a tenth of the CPU of GET …/pricing at 2,000 lines.
   */
  async listByDeal(dealId: string): Promise<Estimate[]> {
    const rows: EstimateLineRow[] = await this.manager.query(
      `SELECT id, deal_id, phase_id, name, role_id, quantity, fixed_price, fixed_cost
         FROM estimates WHERE deal_id = $1 ORDER BY created_at, id`,
      [dealId],
    );
    return rows.map(estimateToDomain);
  }

  /** The statement is also a WITH part of a draft deal's UPDATE (estimate-insert.sql.ts). */
  async insert(estimate: Estimate, amounts: LineAmounts): Promise<void> {
    await queryRecords(this.manager, insertEstimatePart(1), estimateParameters({ estimate, amounts }));
  }

  async update(estimate: Estimate, amounts: LineAmounts): Promise<void> {
    await queryRecords(
      this.manager,
      `UPDATE estimates SET name = $3, role_id = $4, quantity = $5, fixed_price = $6, fixed_cost = $7,
              cost_minor = $8, price_minor = $9
        WHERE deal_id = $1 AND id = $2`,
      [
        estimate.dealId,
        estimate.id,
        estimate.name,
        ...estimateAmounts(estimate),
        String(amounts.cost),
        String(amounts.price),
      ],
    );
  }

  /** One statement for any number of lines: the ids and amounts go as three parallel arrays. */
  async writeAmounts(dealId: string, lines: readonly StoredLineAmounts[]): Promise<void> {
    if (lines.length === 0) return;
    await queryRecords(
      this.manager,
      `UPDATE estimates AS e SET cost_minor = a.cost, price_minor = a.price
         FROM unnest($2::text[], $3::bigint[], $4::bigint[]) AS a (id, cost, price)
        WHERE e.deal_id = $1 AND e.id = a.id`,
      [
        dealId,
        lines.map((line) => line.id),
        lines.map((line) => String(line.cost)),
        lines.map((line) => String(line.price)),
      ],
    );
  }

  async delete(dealId: string, estimateId: string): Promise<void> {
    await this.manager.query(`DELETE FROM estimates WHERE deal_id = $1 AND id = $2`, [dealId, estimateId]);
  }
}
