import {
  isSessionLive,
  SESSION_SEEN_EVERY_MS,
  storedClient,
  type SessionClient,
  type WebSession,
} from '../../identity/web-session';
import type { User } from '../../identity/user';
import { err, ok, type Result } from '../../shared/result';
import type { Unauthenticated } from '../authenticate.use-case';
import type { SessionDeps } from './session-deps';

export interface SessionHolder {
  readonly user: User;
  readonly session: WebSession;
}

const MISSING: Unauthenticated = { kind: 'Unauthenticated', reason: 'missing' };
const INVALID: Unauthenticated = { kind: 'Unauthenticated', reason: 'invalid' };
/** Session tokens are 43 base62 characters; anything else costs no lookup. */
const SESSION_TOKEN = /^[0-9A-Za-z]{43}$/;

/**
 * The live session behind a cookie's token: unknown, ended and revoked sessions are `invalid`.
 * With the request's client, a session last seen a minute ago or more is marked seen now, from
 * the request's address (one write a minute per session, not one per request).
 */
export async function authenticateSession(
  deps: Pick<SessionDeps, 'users' | 'sessions' | 'hasher' | 'clock'>,
  token: string | undefined,
  client?: SessionClient,
): Promise<Result<SessionHolder, Unauthenticated>> {
  if (!token) return err(MISSING);
  if (!SESSION_TOKEN.test(token)) return err(INVALID);
  const found = await deps.sessions.findByTokenHash(deps.hasher.sha256Hex(token));
  const now = deps.clock.now();
  if (!found || !isSessionLive(found, now)) return err(INVALID);
  const user = await deps.users.findById(found.userId);
  if (!user) return err(INVALID);
  let session = found;
  if (client && now - found.lastSeenAt >= SESSION_SEEN_EVERY_MS) {
    const { ip } = storedClient(client);
    await deps.sessions.touch(found.id, now, ip);
    session = { ...found, lastSeenAt: now, ip };
  }
  return ok({ user, session });
}

/** Ends the session behind a token, if there is one; signing out twice is not an error. */
export async function signOut(
  deps: Pick<SessionDeps, 'sessions' | 'hasher' | 'clock'>,
  token: string | undefined,
): Promise<void> {
  if (!token || !SESSION_TOKEN.test(token)) return;
  const session = await deps.sessions.findByTokenHash(deps.hasher.sha256Hex(token));
  if (session && session.revokedAt === null) await deps.sessions.revoke(session.id, deps.clock.now());
}
