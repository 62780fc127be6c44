import type { Credential, Repositories, UnitOfWork, User } from '@deal/domain';
import { CREDENTIAL_CACHE_TTL_MS, CredentialCache } from './credential-cache';

const T0 = 1_800_000_000_000;

const token: Credential = {
  kind: 'personal',
  id: 'tok_1',
  tokenHash: 'hash-1',
  name: 'laptop',
  scope: 'read_write',
  userId: 'usr_1',
  createdAt: T0,
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
};
const key: Credential = {
  kind: 'space',
  id: 'tok_2',
  tokenHash: 'hash-2',
  name: 'ci',
  scope: 'read_write',
  spaceId: 'spc_1',
  createdBy: 'usr_1',
  createdAt: T0,
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
};
const ada: User = { id: 'usr_1', email: 'ada@example.test', name: 'Ada', createdAt: T0 };

/** Repositories that count their calls, as classes (the cache must keep their prototypes working). */
class CountingCredentials {
  calls: string[] = [];
  async findByTokenHash(hash: string) {
    this.calls.push(`find ${hash}`);
    return [token, key].find((credential) => credential.tokenHash === hash) ?? null;
  }
  async revoke(id: string) {
    this.calls.push(`revoke ${id}`);
  }
  async recordUse() {
    this.calls.push('recordUse');
    return true;
  }
}
class CountingDeletions {
  calls: string[] = [];
  async deleteSpace(deletion: { spaceId: string }) {
    this.calls.push(`delete ${deletion.spaceId}`);
  }
}
class CountingUsers {
  calls = 0;
  async findById(id: string) {
    this.calls += 1;
    return id === ada.id ? ada : null;
  }
}

function setup() {
  const credentials = new CountingCredentials();
  const users = new CountingUsers();
  const clock = { current: T0, now: () => clock.current };
  const spaceDeletions = new CountingDeletions();
  const repositories = { credentials, users, spaceDeletions } as unknown as Repositories;
  const inner: UnitOfWork = { repositories, transaction: (work) => work(repositories) };
  return { credentials, users, clock, uow: new CredentialCache(clock).wrap(inner) };
}

describe('CredentialCache', () => {
  it('answers repeated lookups of a credential and its user from memory until the TTL ends', async () => {
    const { credentials, users, clock, uow } = setup();
    for (let i = 0; i < 3; i += 1) {
      expect(await uow.repositories.credentials.findByTokenHash('hash-1')).toEqual(token);
      expect(await uow.repositories.users.findById('usr_1')).toEqual(ada);
    }
    expect(credentials.calls).toEqual(['find hash-1']);
    expect(users.calls).toBe(1);
    clock.current += CREDENTIAL_CACHE_TTL_MS;
    await uow.repositories.credentials.findByTokenHash('hash-1');
    expect(credentials.calls).toEqual(['find hash-1', 'find hash-1']);
  });

  it('never caches an unknown token', async () => {
    const { credentials, uow } = setup();
    expect(await uow.repositories.credentials.findByTokenHash('nope')).toBeNull();
    expect(await uow.repositories.credentials.findByTokenHash('nope')).toBeNull();
    expect(credentials.calls).toEqual(['find nope', 'find nope']);
  });

  it('forgets a credential revoked through it, in a transaction or not', async () => {
    const { credentials, uow } = setup();
    await uow.repositories.credentials.findByTokenHash('hash-1');
    await uow.repositories.credentials.revoke('tok_1', T0);
    await uow.repositories.credentials.findByTokenHash('hash-1');
    await uow.transaction((repos) => repos.credentials.revoke('tok_1', T0));
    await uow.repositories.credentials.findByTokenHash('hash-1');
    expect(credentials.calls).toEqual([
      'find hash-1',
      'revoke tok_1',
      'find hash-1',
      'revoke tok_1',
      'find hash-1',
    ]);
  });

  it('forgets the keys of a space deleted through it, and only those', async () => {
    const { credentials, uow } = setup();
    await uow.repositories.credentials.findByTokenHash('hash-1');
    await uow.repositories.credentials.findByTokenHash('hash-2');
    const deletion = {
      spaceId: 'spc_1',
      name: 'Gone',
      deletedBy: 'usr_1',
      deletedAt: T0,
      removed: { deals: 0, automations: 0, apiKeys: 1, deliveries: 0, members: 1, invitations: 0 },
    };
    await uow.transaction((repos) => repos.spaceDeletions.deleteSpace(deletion));
    await uow.repositories.credentials.findByTokenHash('hash-1');
    await uow.repositories.credentials.findByTokenHash('hash-2');
    expect(credentials.calls).toEqual(['find hash-1', 'find hash-2', 'find hash-2']);
  });

  it('keeps a recorded use on the cached credential, so the next requests need no write', async () => {
    const { uow } = setup();
    await uow.repositories.credentials.findByTokenHash('hash-1');
    await uow.repositories.credentials.recordUse('tok_1', T0 + 5, T0 - 60_000);
    expect((await uow.repositories.credentials.findByTokenHash('hash-1'))?.lastUsedAt).toBe(T0 + 5);
  });
});
