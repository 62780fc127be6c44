import {
  isSpaceRole,
  type MembershipRepository,
  type PageQuery,
  type SpaceMember,
  type SpaceRole,
} from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { MembershipSchema } from '../schema/membership.schema';
import { oneOf, toDate, toEpoch } from './row-values';
import { queryRecords } from './sql-records';

interface MemberRow {
  user_id: string;
  email: string;
  name: string;
  role: string;
  created_at: Date;
}

const MEMBER_COLUMNS = 'u.id AS user_id, u.email, u.name, m.role, m.created_at';

export class TypeOrmMembershipRepository implements MembershipRepository {
  constructor(private readonly manager: EntityManager) {}

  async add(membership: {
    spaceId: string;
    userId: string;
    role: SpaceRole;
    createdAt: number;
  }): Promise<void> {
    await this.manager.insert(MembershipSchema, {
      space_id: membership.spaceId,
      user_id: membership.userId,
      role: membership.role,
      created_at: toDate(membership.createdAt),
    });
  }

  /** A fixed statement: every space-scoped request by a person runs it. */
  async roleOf(spaceId: string, userId: string): Promise<SpaceRole | null> {
    const [row] = await queryRecords<{ role: string }>(
      this.manager,
      'SELECT role FROM memberships WHERE space_id = $1 AND user_id = $2',
      [spaceId, userId],
    );
    return row ? oneOf(row.role, isSpaceRole, 'memberships.role') : null;
  }

  async remove(spaceId: string, userId: string): Promise<void> {
    await this.manager.delete(MembershipSchema, { space_id: spaceId, user_id: userId });
  }

  async setRole(spaceId: string, userId: string, role: SpaceRole): Promise<void> {
    await this.manager.update(MembershipSchema, { space_id: spaceId, user_id: userId }, { role });
  }

  async findMember(spaceId: string, userId: string): Promise<SpaceMember | null> {
    const rows: MemberRow[] = await this.manager.query(
      `SELECT ${MEMBER_COLUMNS}
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.space_id = $1 AND m.user_id = $2`,
      [spaceId, userId],
    );
    const row = rows[0];
    return row ? memberToDomain(row) : null;
  }

  /** Keyset page over the primary key (space_id, user_id), in user id order. */
  async listForSpace(spaceId: string, page: PageQuery): Promise<SpaceMember[]> {
    const rows: MemberRow[] = await this.manager.query(
      `SELECT ${MEMBER_COLUMNS}
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.space_id = $1 AND ($2::text IS NULL OR m.user_id > $2::text)
        ORDER BY m.user_id
        LIMIT $3`,
      [spaceId, page.afterId, page.limit],
    );
    return rows.map(memberToDomain);
  }

  async countOwners(spaceId: string): Promise<number> {
    return this.manager.countBy(MembershipSchema, { space_id: spaceId, role: 'owner' });
  }

  /**
   * `FOR NO KEY UPDATE` on the space row: it queues every other membership change of the space
   * behind this transaction, yet not the foreign-key checks (`FOR KEY SHARE`) of inserts that
   * reference the space, so creating deals in it goes on meanwhile. Call it inside a transaction.
   */
  async lockSpace(spaceId: string): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `SELECT id FROM spaces WHERE id = $1 FOR NO KEY UPDATE`,
      [spaceId],
    );
    return rows.length > 0;
  }
}

function memberToDomain(row: MemberRow): SpaceMember {
  return {
    userId: row.user_id,
    email: row.email,
    name: row.name,
    role: oneOf(row.role, isSpaceRole, 'memberships.role'),
    joinedAt: toEpoch(row.created_at),
  };
}
