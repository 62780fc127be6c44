import {
  DomainFailure,
  EXTERNAL_ID_TAKEN,
  type Deal,
  type DealListQuery,
  type DealRepository,
} from '@deal/domain';
import { QueryFailedError, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { DealSchema, type DealRow } from '../schema/deal.schema';
import { dealToDomain, dealToRow } from './deal.mapper';

/** The query builder's alias for the deals table; `FOR UPDATE OF deal` locks that table alone. */
const DEAL = 'deal';

export class TypeOrmDealRepository implements DealRepository {
  constructor(private readonly manager: EntityManager) {}

  async findById(id: string): Promise<Deal | null> {
    const row = await this.select().where(`${DEAL}.id = :id`, { id }).getOne();
    return row ? dealToDomain(row) : null;
  }

  /**
   * Locks the deal row until the transaction ends. Only the deals table is locked: PostgreSQL refuses
   * FOR UPDATE on the nullable side of the outer join to the owner. Call it inside a transaction.
   */
  async findByIdForUpdate(id: string): Promise<Deal | null> {
    const row = await this.select()
      .where(`${DEAL}.id = :id`, { id })
      .setLock('pessimistic_write', undefined, [DEAL])
      .getOne();
    return row ? dealToDomain(row) : null;
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
    if (query.afterId !== null) builder.andWhere(`${DEAL}.id > :afterId`, { afterId: query.afterId });
    const rows = await builder.orderBy(`${DEAL}.id`, 'ASC').limit(query.limit).getMany();
    return rows.map(dealToDomain);
  }

  async insert(deal: Deal): Promise<void> {
    await this.manager.insert(DealSchema, dealToRow(deal)).catch(refuseTakenExternalId);
  }

  /** Writes every column of the deal; the owner is written as its id only. */
  async update(deal: Deal): Promise<void> {
    const { id, ...columns } = dealToRow(deal);
    await this.manager.update(DealSchema, { id }, columns).catch(refuseTakenExternalId);
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
