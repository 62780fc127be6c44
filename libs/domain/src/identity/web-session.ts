/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, as for API
 * tokens. A session lasts a fixed time from sign-in and ends at sign-out (revoked). The person sees
 * their sessions on the account page: when each began, when it was last seen, its browser and address.
 */
export interface WebSession {
  readonly id: string;
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly revokedAt: number | null;
  /** The last request seen with it, to the minute (SESSION_SEEN_EVERY_MS). */
  readonly lastSeenAt: number;
  /** The browser's `User-Agent` at sign-in (at most USER_AGENT_MAX_LENGTH characters), if it sent one. */
  readonly userAgent: string | null;
  /** The client address of its last recorded request. */
  readonly ip: string | null;
}

/** Where a session's requests come from, as the HTTP adapter saw them. */
export interface SessionClient {
  readonly userAgent: string | null;
  readonly ip: string | null;
}

export const NO_CLIENT: SessionClient = { userAgent: null, ip: null };

/** A session's last-seen time is written at most once a minute, not at every request. */
export const SESSION_SEEN_EVERY_MS = 60_000;
export const USER_AGENT_MAX_LENGTH = 512;
const IP_MAX_LENGTH = 64;

/** The client as stored: over-long headers are cut, empty ones are none. */
export function storedClient(client: SessionClient): SessionClient {
  const cut = (text: string | null, max: number) => (text ? [...text].slice(0, max).join('') : null);
  return { userAgent: cut(client.userAgent, USER_AGENT_MAX_LENGTH), ip: cut(client.ip, IP_MAX_LENGTH) };
}

export interface WebSessionRepository {
  insert(session: WebSession): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<WebSession | null>;
  revoke(id: string, at: number): Promise<void>;
  /** Ends one session of a user; false when the user has no such live session. */
  revokeOfUser(userId: string, id: string, at: number): Promise<boolean>;
  /** The user's live sessions (not revoked, not expired at `now`), the most recently seen first. */
  listLiveOfUser(userId: string, now: number): Promise<WebSession[]>;
  /** Records a request: the time it was seen and the address it came from. */
  touch(id: string, seenAt: number, ip: string | null): Promise<void>;
  /**
   * Ends every session of a user (a password reset signs out everywhere), but the one of
   * `exceptId` when given (a password changed on the account page keeps the browser it was changed in).
   */
  revokeAllOfUser(userId: string, at: number, exceptId?: string): Promise<void>;
  /** Deletes sessions that ended before `before`; returns how many. Keeps the table small. */
  deleteEndedBefore(before: number): Promise<number>;
}

/** Twelve hours: a working day, after which the person signs in again. */
export const WEB_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function isSessionLive(session: WebSession, now: number): boolean {
  return session.revokedAt === null && now < session.expiresAt;
}
