import type { DealVersion, DealVersionRepository, PageQuery } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { DealVersionSchema } from '../schema/deal-version.schema';
import { dealVersionToDomain, dealVersionToRow } from './deal-version.mapper';
import { queryRecords } from './sql-records';

/** A fixed statement: a reschedule past draft writes one on every change (docs/performance.md). */
const INSERT = `INSERT INTO deal_versions (id, deal_id, reason, snapshot, created_at)
  VALUES ($1, $2, $3, $4::jsonb, $5)`;

export class TypeOrmDealVersionRepository implements DealVersionRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(version: DealVersion): Promise<void> {
    const row = dealVersionToRow(version);
    await queryRecords(this.manager, INSERT, [
      row.id,
      row.deal_id,
      row.reason,
      JSON.stringify(row.snapshot),
      row.created_at,
    ]);
  }

  /**
   * Newest first, by (created_at, id) descending (index deal_versions_deal_idx). A page continues
   * strictly after the version `afterId` in that order; an id of another deal yields nothing.
   */
  async listByDeal(dealId: string, page: PageQuery): Promise<DealVersion[]> {
    const builder = this.manager
      .createQueryBuilder(DealVersionSchema, 'v')
      .where('v.deal_id = :dealId', { dealId });
    if (page.afterId !== null) {
      builder.andWhere(
        '(v.created_at, v.id) < (SELECT a.created_at, a.id FROM deal_versions a WHERE a.id = :afterId AND a.deal_id = :dealId)',
        { afterId: page.afterId },
      );
    }
    const rows = await builder
      .orderBy('v.created_at', 'DESC')
      .addOrderBy('v.id', 'DESC')
      .limit(page.limit)
      .getMany();
    return rows.map(dealVersionToDomain);
  }
}
