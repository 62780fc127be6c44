import type { SpaceQuotaRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { toDate } from './row-values';

/** The counts behind the space and invitation limits, in SQL. */
export class TypeOrmSpaceQuotaRepository implements SpaceQuotaRepository {
  constructor(private readonly manager: EntityManager) {}

  /** `FOR NO KEY UPDATE` on the user row: a second creation of the same user waits, then counts again. */
  async lockAndCountOwnedSpaces(userId: string): Promise<number> {
    await this.manager.query(`SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
    const [row]: { owned: number }[] = await this.manager.query(
      `SELECT count(*)::int AS owned FROM memberships WHERE user_id = $1 AND role = 'owner'`,
      [userId],
    );
    return row?.owned ?? 0;
  }

  /** Index invitation_sends_space_idx. */
  async countInvitationsSentSince(spaceId: string, since: number): Promise<number> {
    const [row]: { sent: number }[] = await this.manager.query(
      `SELECT count(*)::int AS sent FROM invitation_sends WHERE space_id = $1 AND sent_at > $2`,
      [spaceId, toDate(since)],
    );
    return row?.sent ?? 0;
  }

  async recordInvitationSent(spaceId: string, at: number, forgetUpTo: number): Promise<void> {
    await this.manager.query(`DELETE FROM invitation_sends WHERE space_id = $1 AND sent_at <= $2`, [
      spaceId,
      toDate(forgetUpTo),
    ]);
    await this.manager.query(`INSERT INTO invitation_sends (space_id, sent_at) VALUES ($1, $2)`, [
      spaceId,
      toDate(at),
    ]);
  }
}
