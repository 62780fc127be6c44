import { isSpaceRole, type MembershipRepository, type SpaceRole } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { MembershipSchema } from '../schema/membership.schema';
import { oneOf, toDate } from './row-values';

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

  async roleOf(spaceId: string, userId: string): Promise<SpaceRole | null> {
    const row = await this.manager.findOneBy(MembershipSchema, { space_id: spaceId, user_id: userId });
    return row ? oneOf(row.role, isSpaceRole, 'memberships.role') : null;
  }

  async remove(spaceId: string, userId: string): Promise<void> {
    await this.manager.delete(MembershipSchema, { space_id: spaceId, user_id: userId });
  }
}
