import type { Actor } from '../credentials/actor';
import type { Credential, CredentialRepository } from '../credentials/credential';
import { credentialUsable } from '../credentials/credential-lifetime.policy';
import type { SecretHasher } from '../credentials/secret-hasher.port';
import { parseToken } from '../credentials/token-format';
import { tokenLookupKey } from '../credentials/token-lookup-key';
import type { UserRepository } from '../identity/user';
import type { Clock } from '../shared/clock';
import type { DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';

export interface AuthenticateDeps {
  readonly credentials: CredentialRepository;
  readonly users: UserRepository;
  readonly hasher: SecretHasher;
  readonly clock: Clock;
}

export type Unauthenticated = Extract<DomainError, { kind: 'Unauthenticated' }>;

const MISSING: Unauthenticated = { kind: 'Unauthenticated', reason: 'missing' };
const INVALID: Unauthenticated = { kind: 'Unauthenticated', reason: 'invalid' };
/** RFC 6750 §2.1: `Bearer` (any case, RFC 7235 §2.1), one or more spaces, the token. */
const BEARER = /^bearer +(\S+) *$/i;

/**
 * The Actor behind an `Authorization` header value (SPEC §5.1, CONTRACT §2 Credentials). No header
 * (or a blank one) is `missing`; everything else that fails is `invalid`, with one message, so a
 * caller learns nothing about why. A token that fails its checksum costs no database lookup.
 */
export async function authenticate(
  deps: AuthenticateDeps,
  authorization: string | undefined,
): Promise<Result<Actor, Unauthenticated>> {
  const authenticated = await authenticateCredential(deps, authorization);
  return authenticated.ok ? ok(authenticated.value.actor) : authenticated;
}

/** An accepted credential: who it acts as, and the stored record (for its `lastUsedAt`). */
export interface Authenticated {
  readonly actor: Actor;
  readonly credential: Credential;
}

/** `authenticate`, also handing back the stored credential it accepted. */
export async function authenticateCredential(
  deps: AuthenticateDeps,
  authorization: string | undefined,
): Promise<Result<Authenticated, Unauthenticated>> {
  if (authorization === undefined || authorization.trim() === '') return err(MISSING);
  const parsed = parseToken(BEARER.exec(authorization)?.[1] ?? '');
  if (!parsed.ok) return err(INVALID);
  const credential = await deps.credentials.findByTokenHash(tokenLookupKey(parsed.value.token, deps.hasher));
  if (credential === null || credential.kind !== parsed.value.kind) return err(INVALID);
  if (!credentialUsable(credential, deps.clock.now())) return err(INVALID);
  if (credential.kind === 'space') {
    const actor: Actor = {
      kind: 'space_key',
      spaceId: credential.spaceId,
      scope: credential.scope,
      credentialId: credential.id,
    };
    return ok({ actor, credential });
  }
  const user = await deps.users.findById(credential.userId);
  if (user === null) return err(INVALID);
  const actor: Actor = {
    kind: 'user',
    userId: user.id,
    email: user.email,
    scope: credential.scope,
    credentialId: credential.id,
  };
  return ok({ actor, credential });
}
