import type { Actor } from '../../credentials/actor';
import { bytesToBigInt, encodeBase62 } from '../../credentials/base62';
import { PASSWORD_MAX_LENGTH } from '../../identity/password.policy';
import type { User } from '../../identity/user';
import {
  NO_CLIENT,
  storedClient,
  WEB_SESSION_LIFETIME_MS,
  type SessionClient,
  type WebSession,
} from '../../identity/web-session';
import { err, ok, type Result } from '../../shared/result';
import type { Unauthenticated } from '../authenticate.use-case';
import type { SessionDeps } from './session-deps';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  /** The browser and address the session is shown with on the account page. */
  readonly client?: SessionClient;
}

/** A new session: the cookie's token (shown once, never stored) and who it acts as. */
export interface SignedIn {
  readonly user: User;
  readonly session: WebSession;
  readonly token: string;
}

const INVALID: Unauthenticated = { kind: 'Unauthenticated', reason: 'invalid' };
/** 32 random bytes in base62: 43 characters, 256 bits. */
const TOKEN_BYTES = 32;
const TOKEN_WIDTH = 43;

/**
 * Email and password to a session. Every failure is the same `invalid`, and an unknown email
 * costs one password verification like a wrong password does, so the answer and its timing
 * tell nobody which emails have accounts. Rate limiting is the adapter's job (per address).
 */
export async function signIn(
  deps: Pick<SessionDeps, 'users' | 'sessions' | 'passwords' | 'hasher' | 'random' | 'ids' | 'clock'>,
  input: SignInInput,
): Promise<Result<SignedIn, Unauthenticated>> {
  const email = input.email.trim().toLowerCase();
  if ([...input.password].length > PASSWORD_MAX_LENGTH) return err(INVALID);
  // The same work for every email, registered or not: one read, one hash verification (against a
  // decoy when there is no stored hash), so the time taken does not tell which emails exist.
  const found = await deps.users.findWithPasswordHash(email);
  const matches = await deps.passwords.verify(found?.passwordHash ?? null, input.password);
  if (!found || !matches) return err(INVALID);
  return ok(await openSession(deps, found.user, input.client));
}

/**
 * A new session for a person already known to be who they say (signed in, or just signed up from
 * their invitation link): the cookie's token is returned once and stored only as its hash.
 */
export async function openSession(
  deps: Pick<SessionDeps, 'sessions' | 'hasher' | 'random' | 'ids' | 'clock'>,
  user: User,
  client: SessionClient = NO_CLIENT,
): Promise<SignedIn> {
  const token = encodeBase62(bytesToBigInt(deps.random.bytes(TOKEN_BYTES)), TOKEN_WIDTH);
  const now = deps.clock.now();
  const session: WebSession = {
    id: deps.ids.next('ses'),
    tokenHash: deps.hasher.sha256Hex(token),
    userId: user.id,
    createdAt: now,
    expiresAt: now + WEB_SESSION_LIFETIME_MS,
    revokedAt: null,
    lastSeenAt: now,
    ...storedClient(client),
  };
  await deps.sessions.insert(session);
  return { user, session, token };
}

/** A signed-in person acts as their user with full scope, like a read_write personal token. */
export function sessionActor(user: User, session: WebSession): Actor {
  return { kind: 'user', userId: user.id, email: user.email, scope: 'read_write', credentialId: session.id };
}
