import {
  isSpaceRole,
  type PageQuery,
  type NewSpace,
  type ReachableSpace,
  type Space,
  type SpaceRepository,
} from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { SpaceSchema, type SpaceRow } from '../schema/space.schema';
import { queryRecords } from './sql-records';
import { oneOf, toDate } from './row-values';
import { spaceToDomain, spaceToRow } from './space.mapper';

type ReachableSpaceRow = SpaceRow & { role: string };

export class TypeOrmSpaceRepository implements SpaceRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(space: NewSpace): Promise<void> {
    await this.manager.insert(SpaceSchema, spaceToRow(space));
  }

  async findById(id: string): Promise<Space | null> {
    const row = await this.manager.findOneBy(SpaceSchema, { id });
    return row ? spaceToDomain(row) : null;
  }

  async update(
    id: string,
    fields: { readonly name: string; readonly currency: string },
    updatedAt: number,
  ): Promise<void> {
    const { name, currency } = fields;
    await this.manager.update(SpaceSchema, { id }, { name, currency, updated_at: toDate(updatedAt) });
  }

  /** A keyset page over the user's memberships (index memberships_user_idx), in space id order. */
  async listForUser(userId: string, page: PageQuery): Promise<ReachableSpace[]> {
    // The hot read of GET /v1/spaces: straight through the pool (sql-records.ts).
    const rows = await queryRecords<ReachableSpaceRow>(
      this.manager,
      `SELECT s.id, s.name, s.plan, s.currency, s.created_at, s.updated_at, m.role
         FROM memberships m
         JOIN spaces s ON s.id = m.space_id
        WHERE m.user_id = $1 AND ($2::text IS NULL OR m.space_id > $2::text)
        ORDER BY m.space_id
        LIMIT $3`,
      [userId, page.afterId, page.limit],
    );
    return rows.map((row) => ({
      space: spaceToDomain(row),
      role: oneOf(row.role, isSpaceRole, 'memberships.role'),
      isMember: true,
    }));
  }
}
