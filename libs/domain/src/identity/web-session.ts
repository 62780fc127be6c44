/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, as for API
 * tokens. A session lasts a fixed time from sign-in and ends at sign-out (revoked).
 */
export interface WebSession {
  readonly id: string;
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly revokedAt: number | null;
}

export interface WebSessionRepository {
  insert(session: WebSession): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<WebSession | null>;
  revoke(id: string, at: number): Promise<void>;
  /** Ends every session of a user (a password change signs out everywhere). */
  revokeAllOfUser(userId: string, at: number): Promise<void>;
  /** Deletes sessions that ended before `before`; returns how many. Keeps the table small. */
  deleteEndedBefore(before: number): Promise<number>;
}

/** Twelve hours: a working day, after which the person signs in again. */
export const WEB_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function isSessionLive(session: WebSession, now: number): boolean {
  return session.revokedAt === null && now < session.expiresAt;
}
