import type { Clock, Credential, Repositories, UnitOfWork, User } from '@deal/domain';
import { ExpiringMap } from './expiring-map';

/** How long an accepted credential is reused without asking the database again. */
export const CREDENTIAL_CACHE_TTL_MS = 5_000;
/** Bounded, so a flood of valid tokens cannot grow memory without end. */
const MAX_ENTRIES = 10_000;

/**
 * Every bearer request looked up its credential and its user (two statements) before it could be
 * served or refused; profiles put that lookup first among the api's own costs (docs/performance.md).
 * Found credentials and users are kept for a few seconds. Whether a credential is usable (expiry,
 * revocation time) is still decided by the use case on every request, membership is still read
 * per request, and a revocation through this app evicts the credential at once; another api
 * instance sees it within CREDENTIAL_CACHE_TTL_MS. Unknown tokens are never cached.
 */
export class CredentialCache {
  /** Credentials by token hash; `hashOfId` finds one by id, to evict or touch it. */
  private readonly byHash = new ExpiringMap<Credential>(CREDENTIAL_CACHE_TTL_MS, MAX_ENTRIES, (credential) =>
    this.hashOfId.delete(credential.id),
  );
  private readonly hashOfId = new Map<string, string>();
  private readonly users = new ExpiringMap<User>(CREDENTIAL_CACHE_TTL_MS, MAX_ENTRIES);

  constructor(private readonly clock: Clock) {}

  /** The unit of work with cached lookups, whose revocations (in a transaction or not) evict. */
  wrap(uow: UnitOfWork): UnitOfWork {
    return {
      repositories: this.withLookups(this.withEviction(uow.repositories)),
      transaction: (work) => uow.transaction((repositories) => work(this.withEviction(repositories))),
    };
  }

  private withLookups(repositories: Repositories): Repositories {
    return replaced(repositories, {
      credentials: () => this.cachedCredentials(repositories.credentials),
      users: () => this.cachedUsers(repositories.users),
    });
  }

  private cachedCredentials(credentials: Repositories['credentials']): Repositories['credentials'] {
    return override(credentials, {
      findByTokenHash: async (tokenHash) => {
        const cached = this.byHash.get(tokenHash, this.clock.now());
        if (cached) return cached;
        const found = await credentials.findByTokenHash(tokenHash);
        if (found) {
          this.byHash.set(tokenHash, found, this.clock.now());
          this.hashOfId.set(found.id, tokenHash);
        }
        return found;
      },
      recordUse: async (id, at, staleAt) => {
        const written = await credentials.recordUse(id, at, staleAt);
        // Written here or by a racing request: either way the use is recent, so the next
        // requests of the minute need no write (lastUseDue).
        this.byHash.update(this.hashOfId.get(id) ?? '', (credential) => ({
          ...credential,
          lastUsedAt: at,
        }));
        return written;
      },
    });
  }

  private cachedUsers(users: Repositories['users']): Repositories['users'] {
    return override(users, {
      findById: async (id) => {
        const cached = this.users.get(id, this.clock.now());
        if (cached) return cached;
        const found = await users.findById(id);
        if (found) this.users.set(id, found, this.clock.now());
        return found;
      },
    });
  }

  private withEviction(repositories: Repositories): Repositories {
    return replaced(repositories, {
      credentials: () => this.evictingCredentials(repositories.credentials),
      spaceDeletions: () => this.evictingSpaceDeletions(repositories.spaceDeletions),
    });
  }

  private evictingCredentials(inner: Repositories['credentials']): Repositories['credentials'] {
    return override(inner, {
      revoke: async (id, at) => {
        await inner.revoke(id, at);
        this.byHash.delete(this.hashOfId.get(id) ?? '');
      },
    });
  }

  /** A deleted space's keys are gone with it: none may be served from memory afterwards. */
  private evictingSpaceDeletions(deletions: Repositories['spaceDeletions']): Repositories['spaceDeletions'] {
    return override(deletions, {
      deleteSpace: async (deletion) => {
        await deletions.deleteSpace(deletion);
        this.byHash.deleteWhere(
          (credential) => credential.kind === 'space' && credential.spaceId === deletion.spaceId,
        );
      },
    });
  }
}

/**
 * `repositories` with some replaced; the rest are read through to `repositories` (its prototype), so
 * each is still built when first read, as `repositoriesFor` builds them, and nothing is copied per
 * transaction.
 */
function replaced(
  repositories: Repositories,
  replacements: { readonly [K in keyof Repositories]?: () => Repositories[K] },
): Repositories {
  const result = Object.create(repositories) as Repositories;
  for (const [name, build] of Object.entries(replacements)) {
    let built: unknown;
    Object.defineProperty(result, name, {
      enumerable: true,
      configurable: true,
      get: () => (built ??= build()),
    });
  }
  return result;
}

/** `inner` with some methods replaced; the rest still run on `inner` (repositories are classes). */
function override<T extends object>(inner: T, changes: Partial<T>): T {
  return Object.assign(Object.create(inner) as T, changes);
}
