import type { WebSession, WebSessionRepository } from '@deal/domain';
import { IsNull, LessThan, type EntityManager } from 'typeorm';
import { WebSessionSchema, type WebSessionRow } from '../schema/web-session.schema';
import { toDate, toDateOrNull, toEpoch, toEpochOrNull } from './row-values';

export class TypeOrmWebSessionRepository implements WebSessionRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(session: WebSession): Promise<void> {
    await this.manager.insert(WebSessionSchema, {
      id: session.id,
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: toDate(session.createdAt),
      expires_at: toDate(session.expiresAt),
      revoked_at: toDateOrNull(session.revokedAt),
    });
  }

  async findByTokenHash(tokenHash: string): Promise<WebSession | null> {
    const row = await this.manager.findOneBy(WebSessionSchema, { token_hash: tokenHash });
    return row ? toDomain(row) : null;
  }

  async revoke(id: string, at: number): Promise<void> {
    await this.manager.update(WebSessionSchema, { id, revoked_at: IsNull() }, { revoked_at: toDate(at) });
  }

  async revokeAllOfUser(userId: string, at: number): Promise<void> {
    await this.manager.update(
      WebSessionSchema,
      { user_id: userId, revoked_at: IsNull() },
      { revoked_at: toDate(at) },
    );
  }

  async deleteEndedBefore(before: number): Promise<number> {
    const cutoff = toDate(before);
    const expired = await this.manager.delete(WebSessionSchema, { expires_at: LessThan(cutoff) });
    const revoked = await this.manager.delete(WebSessionSchema, { revoked_at: LessThan(cutoff) });
    return (expired.affected ?? 0) + (revoked.affected ?? 0);
  }
}

function toDomain(row: WebSessionRow): WebSession {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    userId: row.user_id,
    createdAt: toEpoch(row.created_at),
    expiresAt: toEpoch(row.expires_at),
    revokedAt: toEpochOrNull(row.revoked_at),
  };
}
