import type { PasswordReset, PasswordResetRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { toDate, toEpoch, toEpochOrNull } from './row-values';
import { queryRecords } from './sql-records';

interface PasswordResetRow {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** "Forgot password" links (docs/accounts.md "Password reset"): each used once within an hour. */
export class TypeOrmPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(reset: PasswordReset): Promise<void> {
    await this.manager.query(
      `INSERT INTO password_resets (id, user_id, token_hash, created_at, expires_at, used_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        reset.id,
        reset.userId,
        reset.tokenHash,
        toDate(reset.createdAt),
        toDate(reset.expiresAt),
        reset.usedAt === null ? null : toDate(reset.usedAt),
      ],
    );
  }

  async findById(id: string): Promise<PasswordReset | null> {
    const [row]: PasswordResetRow[] = await this.manager.query(
      `SELECT * FROM password_resets WHERE id = $1`,
      [id],
    );
    return row
      ? {
          id: row.id,
          userId: row.user_id,
          tokenHash: row.token_hash,
          createdAt: toEpoch(row.created_at),
          expiresAt: toEpoch(row.expires_at),
          usedAt: toEpochOrNull(row.used_at),
        }
      : null;
  }

  /**
   * One UPDATE of the user's open resets (index password_resets_user_idx); `id` was open when it
   * is among the rows it changed. Two concurrent submits of one link: the second waits for the
   * first's row locks, then finds `used_at` set and changes nothing.
   */
  async useAllOfUser(userId: string, id: string, at: number): Promise<boolean> {
    const rows = await queryRecords<{ id: string }>(
      this.manager,
      `UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL RETURNING id`,
      [userId, toDate(at)],
    );
    return rows.some((row) => row.id === id);
  }

  /** Index password_resets_expires_idx. */
  async deleteExpiredBefore(before: number): Promise<void> {
    await this.manager.query(`DELETE FROM password_resets WHERE expires_at <= $1`, [toDate(before)]);
  }
}
