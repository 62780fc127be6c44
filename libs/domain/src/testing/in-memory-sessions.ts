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

  async revokeAllOfUser(userId: string, at: number): Promise<void> {
    this.replace((row) => row.userId === userId && row.revokedAt === null, at);
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
