import type { PersonalToken, Repositories, SpaceKey } from '@deal/domain';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/** Personal tokens and space keys. Runs on PGlite by default and on the real server when DATABASE_URL is set. */
describe('TypeOrmCredentialRepository', () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 0, 1, 8, 0, 0, 1);

  const personal = (id: string, overrides: Partial<PersonalToken> = {}): PersonalToken => ({
    kind: 'personal',
    id,
    tokenHash: `hash_${id}`,
    name: `token ${id}`,
    scope: 'read_write',
    userId: 'usr_cred_1',
    createdAt: at,
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    ...overrides,
  });
  const spaceKey = (id: string, overrides: Partial<SpaceKey> = {}): SpaceKey => ({
    kind: 'space',
    id,
    tokenHash: `hash_${id}`,
    name: `key ${id}`,
    scope: 'read',
    spaceId: 'spc_cred_1',
    createdBy: 'usr_cred_1',
    createdAt: at,
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    ...overrides,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    for (const id of ['usr_cred_1', 'usr_cred_2']) {
      await repos.users.insert({ id, email: `${id}@example.test`, name: id, createdAt: at });
    }
    for (const id of ['spc_cred_1', 'spc_cred_2']) {
      await repos.spaces.insert({ id, name: id, plan: 'free', createdAt: at, updatedAt: at });
    }
  });

  afterAll(async () => {
    await database.close();
  });

  it('round-trips a personal token, every date set or none', async () => {
    const dated = personal('tok_rt_1', {
      scope: 'read',
      expiresAt: at + 90 * 86_400_000,
      revokedAt: at + 5_000,
      lastUsedAt: at + 1_234,
    });
    const bare = personal('tok_rt_2');
    await repos.credentials.insert(dated);
    await repos.credentials.insert(bare);
    await expect(repos.credentials.findById('tok_rt_1')).resolves.toEqual(dated);
    await expect(repos.credentials.findById('tok_rt_2')).resolves.toEqual(bare);
    await expect(repos.credentials.findByTokenHash('hash_tok_rt_2')).resolves.toEqual(bare);
  });

  it('round-trips a space key, with and without its creator', async () => {
    const key = spaceKey('key_rt_1', { expiresAt: at + 60_000, lastUsedAt: at + 30_000 });
    const orphan = spaceKey('key_rt_2', { createdBy: null, scope: 'read_write' });
    await repos.credentials.insert(key);
    await repos.credentials.insert(orphan);
    await expect(repos.credentials.findById('key_rt_1')).resolves.toEqual(key);
    await expect(repos.credentials.findByTokenHash('hash_key_rt_2')).resolves.toEqual(orphan);
  });

  it('finds revoked and expired credentials by hash too: usability is for the caller to judge', async () => {
    const expired = personal('tok_old', { expiresAt: at - 1 });
    const revoked = spaceKey('key_old', { revokedAt: at + 1 });
    await repos.credentials.insert(expired);
    await repos.credentials.insert(revoked);
    await expect(repos.credentials.findByTokenHash('hash_tok_old')).resolves.toEqual(expired);
    await expect(repos.credentials.findByTokenHash('hash_key_old')).resolves.toEqual(revoked);
    await expect(repos.credentials.findByTokenHash('hash_nothing')).resolves.toBeNull();
    await expect(repos.credentials.findById('tok_nothing')).resolves.toBeNull();
  });

  it('revokes once: a second revocation keeps the first time, and other credentials are untouched', async () => {
    await repos.credentials.insert(personal('tok_rev'));
    await repos.credentials.insert(personal('tok_rev_bystander'));
    await repos.credentials.revoke('tok_rev', at + 10_000);
    await expect(repos.credentials.findById('tok_rev')).resolves.toEqual(
      personal('tok_rev', { revokedAt: at + 10_000 }),
    );
    await repos.credentials.revoke('tok_rev', at + 20_000);
    await expect(repos.credentials.findById('tok_rev')).resolves.toEqual(
      personal('tok_rev', { revokedAt: at + 10_000 }),
    );
    await expect(repos.credentials.findById('tok_rev_bystander')).resolves.toEqual(
      personal('tok_rev_bystander'),
    );
  });

  it("lists a user's personal tokens and a space's keys in keyset pages of id order, nobody else's", async () => {
    const mine = [
      personal('tok_l_1', { userId: 'usr_cred_2', createdAt: at + 3 }),
      personal('tok_l_2', { userId: 'usr_cred_2', createdAt: at + 2, revokedAt: at + 9 }),
      personal('tok_l_3', { userId: 'usr_cred_2', createdAt: at + 1 }),
    ];
    const keys = [
      spaceKey('key_l_1', { spaceId: 'spc_cred_2', createdAt: at + 4, createdBy: 'usr_cred_2' }),
      spaceKey('key_l_2', { spaceId: 'spc_cred_2', createdAt: at + 1 }),
    ];
    for (const credential of [...keys].reverse()) await repos.credentials.insert(credential);
    for (const credential of [...mine].reverse()) await repos.credentials.insert(credential);
    // Same creator, other space: a key is not its creator's personal token.
    await repos.credentials.insert(spaceKey('key_l_other', { createdBy: 'usr_cred_2' }));

    const all = { limit: 10, afterId: null };
    await expect(repos.credentials.listForUser('usr_cred_2', all)).resolves.toEqual(mine);
    await expect(repos.credentials.listForUser('usr_cred_2', { limit: 2, afterId: null })).resolves.toEqual(
      mine.slice(0, 2),
    );
    await expect(
      repos.credentials.listForUser('usr_cred_2', { limit: 2, afterId: 'tok_l_2' }),
    ).resolves.toEqual(mine.slice(2));
    await expect(repos.credentials.listForSpace('spc_cred_2', all)).resolves.toEqual(keys);
    await expect(
      repos.credentials.listForSpace('spc_cred_2', { limit: 5, afterId: 'key_l_1' }),
    ).resolves.toEqual(keys.slice(1));
    await expect(repos.credentials.listForUser('usr_nobody', all)).resolves.toEqual([]);
  });

  it('records a use only when none is recorded or the recorded one is at or before the stale time', async () => {
    await repos.credentials.insert(personal('tok_use'));
    await repos.credentials.insert(personal('tok_use_bystander'));
    const lastUsed = async () => (await repos.credentials.findById('tok_use'))?.lastUsedAt;

    await expect(repos.credentials.recordUse('tok_use', at + 1_000, at + 1_000 - 60_000)).resolves.toBe(true);
    await expect(lastUsed()).resolves.toBe(at + 1_000);
    // A racing request that also saw no recorded use: the recorded one is newer than its stale time.
    await expect(repos.credentials.recordUse('tok_use', at + 1_500, at + 1_500 - 60_000)).resolves.toBe(
      false,
    );
    await expect(lastUsed()).resolves.toBe(at + 1_000);
    // Exactly a minute later the recorded use is stale (at or before the stale time).
    await expect(repos.credentials.recordUse('tok_use', at + 61_000, at + 1_000)).resolves.toBe(true);
    await expect(lastUsed()).resolves.toBe(at + 61_000);
    await expect(repos.credentials.recordUse('tok_nothing', at, at)).resolves.toBe(false);
    await expect(repos.credentials.findById('tok_use_bystander')).resolves.toEqual(
      personal('tok_use_bystander'),
    );
  });
});
