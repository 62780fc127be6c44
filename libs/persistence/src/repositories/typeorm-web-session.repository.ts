import type { WebSession, WebSessionRepository } from '@deal/domain';
import { IsNull, LessThan, MoreThan, Not, type EntityManager } from 'typeorm';
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
      last_seen_at: toDate(session.lastSeenAt),
      user_agent: session.userAgent,
      ip: session.ip,
    });
  }

  async findByTokenHash(tokenHash: string): Promise<WebSession | null> {
    const row = await this.manager.findOneBy(WebSessionSchema, { token_hash: tokenHash });
    return row ? toDomain(row) : null;
  }

  async revoke(id: string, at: number): Promise<void> {
    await this.manager.update(WebSessionSchema, { id, revoked_at: IsNull() }, { revoked_at: toDate(at) });
  }

  async revokeOfUser(userId: string, id: string, at: number): Promise<boolean> {
    const result = await this.manager.update(
      WebSessionSchema,
      { id, user_id: userId, revoked_at: IsNull() },
      { revoked_at: toDate(at) },
    );
    return (result.affected ?? 0) > 0;
  }

  async revokeAllOfUser(userId: string, at: number, exceptId?: string): Promise<void> {
    await this.manager.update(
      WebSessionSchema,
      { user_id: userId, revoked_at: IsNull(), ...(exceptId !== undefined && { id: Not(exceptId) }) },
      { revoked_at: toDate(at) },
    );
  }

  /** Index web_sessions_user_idx; a person has a handful of sessions at most a day or so old. */
  async listLiveOfUser(userId: string, now: number): Promise<WebSession[]> {
    const rows = await this.manager.find(WebSessionSchema, {
      where: { user_id: userId, revoked_at: IsNull(), expires_at: MoreThan(toDate(now)) },
      order: { last_seen_at: 'DESC', id: 'ASC' },
    });
    return rows.map(toDomain);
  }

  async touch(id: string, seenAt: number, ip: string | null): Promise<void> {
    await this.manager.update(WebSessionSchema, { id }, { last_seen_at: toDate(seenAt), ip });
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
    lastSeenAt: toEpoch(row.last_seen_at),
    userAgent: row.user_agent,
    ip: row.ip,
  };
}
