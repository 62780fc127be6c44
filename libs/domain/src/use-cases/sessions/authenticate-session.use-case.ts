import { isSessionLive, type WebSession } from '../../identity/web-session';
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

/** The live session behind a cookie's token: unknown, ended and revoked sessions are `invalid`. */
export async function authenticateSession(
  deps: Pick<SessionDeps, 'users' | 'sessions' | 'hasher' | 'clock'>,
  token: string | undefined,
): Promise<Result<SessionHolder, Unauthenticated>> {
  if (!token) return err(MISSING);
  if (!SESSION_TOKEN.test(token)) return err(INVALID);
  const session = await deps.sessions.findByTokenHash(deps.hasher.sha256Hex(token));
  if (!session || !isSessionLive(session, deps.clock.now())) return err(INVALID);
  const user = await deps.users.findById(session.userId);
  return user ? ok({ user, session }) : err(INVALID);
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
