import {
  DomainFailure,
  EXTERNAL_ID_TAKEN,
  type Deal,
  type DealListQuery,
  type DealRepository,
  type DealUpdateOptions,
} from '@deal/domain';
import { QueryFailedError, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { DealSchema, type DealRow } from '../schema/deal.schema';
import type { UserRow } from '../schema/user.schema';
import { holdAutomationEdits } from './automation-edits.lock';
import { dealToDomain, dealToRow, type DealWriteRow } from './deal.mapper';
import { estimateParameters, insertEstimatePart } from './estimate-insert.sql';
import { queryRecords } from './sql-records';
import { eventParameters, insertEventPart } from './typeorm-outbox.repository';

/** The query builder's alias for the deals table; `FOR UPDATE OF deal` locks that table alone. */
const DEAL = 'deal';

/**
 * Every deal change reads its deal by id (locked) and writes it back, so those are fixed
 * statements rather than ones TypeORM builds from metadata on each call (docs/performance.md).
 * `FOR UPDATE OF d`: PostgreSQL refuses to lock the nullable side of the outer join to the owner.
 */
const BY_ID = `SELECT d.*, u.id AS owner_id, u.name AS owner_name, u.email AS owner_email
    FROM deals d LEFT JOIN users u ON u.id = d.owner_user_id
   WHERE d.id = $1`;
const WRITTEN = [
  'space_id',
  'name',
  'status',
  'currency',
  'price',
  'cost',
  'probability',
  'target_price',
  'target_margin',
  'archived',
  'description',
  'account',
  'external_id',
  'owner_user_id',
  'start_at',
  'end_at',
  'due_at',
  'pending_at',
  'approved_at',
  'progressed_at',
  'closed_at',
  'redraft_reason',
  'closed_reason',
  'requested_by_email',
  'requested_to_email',
  'created_at',
  'updated_at',
  'revision',
] as const satisfies readonly (keyof DealWriteRow)[];
/** Every column but the id; the type of UPDATE fails to compile when one is left out. */
type Unwritten = Exclude<keyof DealWriteRow, 'id' | (typeof WRITTEN)[number]>;
const UPDATE: [Unwritten] extends [never] ? string : never =
  `UPDATE deals SET ${WRITTEN.map((column, index) => `${column} = $${index + 2}`).join(', ')}
   WHERE id = $1`;

/**
 * The update, then the space's automations held from edits, in one round trip: RETURNING runs once
 * the row is written, so the locks are taken in the same order as two statements would take them.
 */
const UPDATE_HOLDING_AUTOMATION_EDITS = `${UPDATE} RETURNING ${holdAutomationEdits('space_id')}`;
const HOLD_AUTOMATION_EDITS = `SELECT ${holdAutomationEdits('$1')}`;
/**
 * The deal locked, then its space's automations held from edits, in one round trip. The lock is
 * taken inside the MATERIALIZED part and the hold in the outer select of the row it hands on, so
 * the hold is taken once the row is locked: in the order the update's RETURNING takes them.
 */
const LOCKED_HOLDING_AUTOMATION_EDITS = `WITH locked AS MATERIALIZED (${BY_ID} FOR UPDATE OF d)
  SELECT locked.*, ${holdAutomationEdits('locked.space_id')} AS automation_edits_held FROM locked`;

type JoinedDealRow = DealRow & {
  owner_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
};

export class TypeOrmDealRepository implements DealRepository {
  constructor(private readonly manager: EntityManager) {}

  findById(id: string): Promise<Deal | null> {
    return this.byId(BY_ID, id);
  }

  /** Locks the deal row until the transaction ends. Call it inside a transaction. */
  findByIdForUpdate(
    id: string,
    options: { readonly holdAutomationEdits?: boolean } = {},
  ): Promise<Deal | null> {
    return this.byId(
      options.holdAutomationEdits ? LOCKED_HOLDING_AUTOMATION_EDITS : `${BY_ID} FOR UPDATE OF d`,
      id,
    );
  }

  async revisionOf(id: string): Promise<number | null> {
    const [row]: Pick<DealRow, 'revision'>[] = await this.manager.query(
      'SELECT revision FROM deals WHERE id = $1',
      [id],
    );
    return row ? Number(row.revision) : null;
  }

  async findByExternalId(spaceId: string, externalId: string): Promise<Deal | null> {
    const row = await this.select()
      .where(`${DEAL}.space_id = :spaceId AND ${DEAL}.external_id = :externalId`, { spaceId, externalId })
      .getOne();
    return row ? dealToDomain(row) : null;
  }

  /** A keyset page in id order (index deals_space_status_idx / deals_space_idx). */
  async list(query: DealListQuery): Promise<Deal[]> {
    const builder = this.select().where(`${DEAL}.space_id = :spaceId`, { spaceId: query.spaceId });
    if (query.status !== null) builder.andWhere(`${DEAL}.status = :status`, { status: query.status });
    if (query.externalId)
      builder.andWhere(`${DEAL}.external_id = :externalId`, { externalId: query.externalId });
    if (query.afterId !== null) builder.andWhere(`${DEAL}.id > :afterId`, { afterId: query.afterId });
    const rows = await builder.orderBy(`${DEAL}.id`, 'ASC').limit(query.limit).getMany();
    return rows.map(dealToDomain);
  }

  async insert(deal: Deal): Promise<void> {
    await this.manager.insert(DealSchema, dealToRow(deal)).catch(refuseTakenExternalId);
  }

  /**
   * Writes every column of the deal; the owner is written as its id only. The event and a new
   * estimate go in as data-modifying WITH parts of the same statement (docs/events.md, docs/pricing.md
   * "Stored line amounts"): such parts always run to completion, whether or not the UPDATE matches
   * its row, and a failure of one (a foreign key) fails the statement whole, as its own would.
   */
  async update(deal: Deal, options: DealUpdateOptions = {}): Promise<void> {
    const row = dealToRow(deal);
    const parameters: unknown[] = [row.id, ...WRITTEN.map((column) => row[column])];
    const parts: string[] = [];
    if (options.newEstimate) {
      // Its insertion order and the deal's totals rest on the deal's lock, which is this deal's.
      if (options.newEstimate.estimate.dealId !== deal.id) {
        throw new Error('DealRepository.update: a new estimate of another deal');
      }
      parts.push(`estimate AS (${insertEstimatePart(parameters.length + 1)})`);
      parameters.push(...estimateParameters(options.newEstimate));
    }
    if (options.event) {
      parts.push(`event AS (${insertEventPart(parameters.length + 1)})`);
      parameters.push(...eventParameters(options.event));
    }
    const withParts = parts.length > 0 ? `WITH ${parts.join(', ')} ` : '';
    if (!options.holdAutomationEdits) {
      await queryRecords(this.manager, `${withParts}${UPDATE}`, parameters).catch(refuseTakenExternalId);
      return;
    }
    const updated = await queryRecords(
      this.manager,
      `${withParts}${UPDATE_HOLDING_AUTOMATION_EDITS}`,
      parameters,
      // Kept prepared, one name per shape of the statement (its RETURNING names its one column).
      `dps_deal_update${options.newEstimate ? '_estimate' : ''}${options.event ? '_event' : ''}`,
    ).catch(refuseTakenExternalId);
    // No row, so no RETURNING: the lock is still owed to the caller's read of the automations.
    if (updated.length === 0) await this.manager.query(HOLD_AUTOMATION_EDITS, [deal.spaceId]);
  }

  private async byId(sql: string, id: string): Promise<Deal | null> {
    const [row] = await queryRecords<JoinedDealRow & { automation_edits_held?: unknown }>(this.manager, sql, [
      id,
    ]);
    if (!row) return null;
    const { owner_id, owner_name, owner_email, automation_edits_held: _held, ...deal } = row;
    const owner =
      owner_id === null ? null : ({ id: owner_id, name: owner_name, email: owner_email } as UserRow);
    return dealToDomain({ ...deal, owner });
  }

  private select(): SelectQueryBuilder<DealRow> {
    return this.manager.createQueryBuilder(DealSchema, DEAL).leftJoinAndSelect(`${DEAL}.owner`, 'owner');
  }
}

/**
 * The use cases check that an external_id is free first; two requests racing past that check meet
 * here, at the unique index, and the loser gets the same 409 as a sequential caller would.
 */
function refuseTakenExternalId(error: unknown): never {
  const driverError =
    error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : {};
  if (driverError.code === '23505' && driverError.constraint === 'deals_external_id_idx') {
    throw new DomainFailure(EXTERNAL_ID_TAKEN);
  }
  throw error;
}
