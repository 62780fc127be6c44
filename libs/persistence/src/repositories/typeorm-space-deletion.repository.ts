import type { SpaceContents, SpaceDeletion, SpaceDeletionRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { toDate } from './row-values';

/** Deleting a space: one audit row, then one DELETE whose foreign keys cascade to every row of it. */
export class TypeOrmSpaceDeletionRepository implements SpaceDeletionRepository {
  constructor(private readonly manager: EntityManager) {}

  async countContents(spaceId: string): Promise<SpaceContents> {
    const [row]: Record<keyof SpaceContents, number>[] = await this.manager.query(
      `SELECT (SELECT count(*)::int FROM deals WHERE space_id = $1) AS "deals",
              (SELECT count(*)::int FROM automations WHERE space_id = $1) AS "automations",
              (SELECT count(*)::int FROM credentials WHERE space_id = $1) AS "apiKeys",
              (SELECT count(*)::int FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id
                WHERE e.space_id = $1) AS "deliveries",
              (SELECT count(*)::int FROM memberships WHERE space_id = $1) AS "members",
              (SELECT count(*)::int FROM invitations WHERE space_id = $1) AS "invitations"`,
      [spaceId],
    );
    if (!row) throw new Error('count of a space returned no row');
    return row;
  }

  /**
   * Deals (their phases and versions), automations (their actions), outbox events (their deliveries
   * and attempts), keys, memberships, invitations, blocks and sends all reference the space with
   * ON DELETE CASCADE: deleting the space row deletes them in the same statement.
   */
  async deleteSpace(deletion: SpaceDeletion): Promise<void> {
    const { removed } = deletion;
    await this.manager.query(
      `INSERT INTO space_deletions (space_id, name, deleted_by, deleted_at, deals, automations, api_keys,
                                    deliveries, members, invitations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        deletion.spaceId,
        deletion.name,
        deletion.deletedBy,
        toDate(deletion.deletedAt),
        removed.deals,
        removed.automations,
        removed.apiKeys,
        removed.deliveries,
        removed.members,
        removed.invitations,
      ],
    );
    await this.manager.query(`DELETE FROM spaces WHERE id = $1`, [deletion.spaceId]);
  }
}
