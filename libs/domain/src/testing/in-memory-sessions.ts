import type { PasswordHasher } from '../identity/password-hasher.port';
import type { WebSession, WebSessionRepository } from '../identity/web-session';

/** Web sessions in memory, with the adapter's semantics. */
export class InMemoryWebSessions implements WebSessionRepository {
  readonly rows: WebSession[] = [];

  async insert(session: WebSession): Promise<void> {
    this.rows.push(session);
  }

  async findByTokenHash(tokenHash: string): Promise<WebSession | null> {
    return this.rows.find((row) => row.tokenHash === tokenHash) ?? null;
  }

  async revoke(id: string, at: number): Promise<void> {
    this.replace((row) => row.id === id && row.revokedAt === null, at);
  }

  async revokeOfUser(userId: string, id: string, at: number): Promise<boolean> {
    const live = this.rows.some((row) => row.id === id && row.userId === userId && row.revokedAt === null);
    this.replace((row) => row.id === id && row.userId === userId && row.revokedAt === null, at);
    return live;
  }

  async revokeAllOfUser(userId: string, at: number, exceptId?: string): Promise<void> {
    this.replace((row) => row.userId === userId && row.revokedAt === null && row.id !== exceptId, at);
  }

  async listLiveOfUser(userId: string, now: number): Promise<WebSession[]> {
    return this.rows
      .filter((row) => row.userId === userId && row.revokedAt === null && now < row.expiresAt)
      .sort((a, b) => b.lastSeenAt - a.lastSeenAt);
  }

  async touch(id: string, seenAt: number, ip: string | null): Promise<void> {
    this.rows.forEach((row, index) => {
      if (row.id === id) this.rows[index] = { ...row, lastSeenAt: seenAt, ip };
    });
  }

  async deleteEndedBefore(before: number): Promise<number> {
    const kept = this.rows.filter(
      (row) => row.expiresAt >= before && (row.revokedAt === null || row.revokedAt >= before),
    );
    const deleted = this.rows.length - kept.length;
    this.rows.splice(0, this.rows.length, ...kept);
    return deleted;
  }

  private replace(match: (row: WebSession) => boolean, revokedAt: number): void {
    this.rows.forEach((row, index) => {
      if (match(row)) this.rows[index] = { ...row, revokedAt };
    });
  }
}

/** `hashed(<password>)`, and a record of every verification (the decoy one included). */
export class PlainPasswordHasher implements PasswordHasher {
  readonly verified: (string | null)[] = [];

  async hash(password: string): Promise<string> {
    return `hashed(${password})`;
  }

  async verify(storedHash: string | null, password: string): Promise<boolean> {
    this.verified.push(storedHash);
    return storedHash !== null && storedHash === `hashed(${password})`;
  }
}
