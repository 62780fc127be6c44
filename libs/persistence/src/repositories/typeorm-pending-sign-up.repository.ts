import type { PendingSignUp, PendingSignUpRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { toDate, toEpoch } from './row-values';

interface PendingSignUpRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
}

/** Pending open sign-ups (docs/accounts.md "Open sign-up"): one per email, replaced when asked again. */
export class TypeOrmPendingSignUpRepository implements PendingSignUpRepository {
  constructor(private readonly manager: EntityManager) {}

  async save(pending: PendingSignUp): Promise<void> {
    await this.manager.query(
      `INSERT INTO pending_sign_ups (id, email, name, password_hash, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (email) DO UPDATE SET id = EXCLUDED.id, name = EXCLUDED.name,
         password_hash = EXCLUDED.password_hash, token_hash = EXCLUDED.token_hash,
         created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
      [
        pending.id,
        pending.email,
        pending.name,
        pending.passwordHash,
        pending.tokenHash,
        toDate(pending.createdAt),
        toDate(pending.expiresAt),
      ],
    );
  }

  async findById(id: string): Promise<PendingSignUp | null> {
    const [row]: PendingSignUpRow[] = await this.manager.query(
      `SELECT * FROM pending_sign_ups WHERE id = $1`,
      [id],
    );
    return row
      ? {
          id: row.id,
          email: row.email,
          name: row.name,
          passwordHash: row.password_hash,
          tokenHash: row.token_hash,
          createdAt: toEpoch(row.created_at),
          expiresAt: toEpoch(row.expires_at),
        }
      : null;
  }

  async delete(id: string): Promise<void> {
    await this.manager.query(`DELETE FROM pending_sign_ups WHERE id = $1`, [id]);
  }

  /** Index pending_sign_ups_expires_idx. */
  async deleteExpired(now: number): Promise<void> {
    await this.manager.query(`DELETE FROM pending_sign_ups WHERE expires_at <= $1`, [toDate(now)]);
  }
}
