import type { DealVersion, DealVersionRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { DealVersionSchema } from '../schema/deal-version.schema';
import { dealVersionToDomain, dealVersionToRow } from './deal-version.mapper';

export class TypeOrmDealVersionRepository implements DealVersionRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(version: DealVersion): Promise<void> {
    await this.manager.insert(DealVersionSchema, dealVersionToRow(version));
  }

  /** Newest first (index deal_versions_deal_idx). */
  async listByDeal(dealId: string): Promise<DealVersion[]> {
    const rows = await this.manager.find(DealVersionSchema, {
      where: { deal_id: dealId },
      order: { created_at: 'DESC', id: 'DESC' },
    });
    return rows.map(dealVersionToDomain);
  }
}
