import type { Repositories, Space } from '@deal/domain';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/** Users, spaces and memberships. Runs on PGlite by default and on the real server when DATABASE_URL is set. */
describe('TypeORM identity repositories', () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 0, 1, 12, 30, 15, 250);
  const space = (id: string, createdAt = at): Space => ({
    id,
    name: `Space ${id}`,
    plan: 'team',
    currency: 'eur',
    createdAt,
    updatedAt: createdAt + 1000,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
  });

  afterAll(async () => {
    await database.close();
  });

  it('round-trips a user, found by id and by email', async () => {
    const user = { id: 'usr_id_1', email: 'grace@example.test', name: 'Grace Hopper', createdAt: at };
    await repos.users.insert(user);
    await expect(repos.users.findById('usr_id_1')).resolves.toEqual(user);
    await expect(repos.users.findByEmail('grace@example.test')).resolves.toEqual(user);
    await expect(repos.users.findById('usr_missing')).resolves.toBeNull();
    await expect(repos.users.findByEmail('nobody@example.test')).resolves.toBeNull();
  });

  it('writes no second user with the same email, and says so', async () => {
    await expect(
      repos.users.insert({ id: 'usr_dup_1', email: 'dup@example.test', name: 'One', createdAt: at }),
    ).resolves.toBe(true);
    await expect(
      repos.users.insert({ id: 'usr_dup_2', email: 'dup@example.test', name: 'Two', createdAt: at }),
    ).resolves.toBe(false);
    await expect(repos.users.findByEmail('dup@example.test')).resolves.toMatchObject({
      id: 'usr_dup_1',
      name: 'One',
    });
    await expect(repos.users.findById('usr_dup_2')).resolves.toBeNull();
  });

  it('round-trips a space', async () => {
    await repos.spaces.insert(space('spc_id_1'));
    await expect(repos.spaces.findById('spc_id_1')).resolves.toEqual(space('spc_id_1'));
    await expect(repos.spaces.findById('spc_missing')).resolves.toBeNull();
  });

  it('gives a space inserted without a currency usd, updates name and currency, and keeps codes lower-case', async () => {
    const { currency: _left, ...withoutCurrency } = space('spc_cur_1');
    await repos.spaces.insert(withoutCurrency);
    await expect(repos.spaces.findById('spc_cur_1')).resolves.toEqual({
      ...space('spc_cur_1'),
      currency: 'usd',
    });
    await repos.spaces.update('spc_cur_1', { name: 'Renamed', currency: 'gbp' }, at + 5000);
    await expect(repos.spaces.findById('spc_cur_1')).resolves.toEqual({
      ...space('spc_cur_1'),
      name: 'Renamed',
      currency: 'gbp',
      updatedAt: at + 5000,
    });
    await expect(repos.spaces.insert({ ...space('spc_cur_2'), currency: 'EUR' })).rejects.toThrow(
      /spaces_currency_check/,
    );
  });

  it("lists only the spaces a user is a member of, with the user's role, a page at a time", async () => {
    const users = ['usr_ls_a', 'usr_ls_b'];
    for (const id of users)
      await repos.users.insert({ id, email: `${id}@example.test`, name: id, createdAt: at });
    for (const id of ['spc_ls_1', 'spc_ls_2', 'spc_ls_3', 'spc_ls_4']) await repos.spaces.insert(space(id));
    const add = (spaceId: string, userId: string, role: 'owner' | 'admin' | 'member') =>
      repos.memberships.add({ spaceId, userId, role, createdAt: at });
    await add('spc_ls_4', 'usr_ls_a', 'member');
    await add('spc_ls_1', 'usr_ls_a', 'owner');
    await add('spc_ls_3', 'usr_ls_a', 'admin');
    await add('spc_ls_2', 'usr_ls_b', 'owner');
    await add('spc_ls_3', 'usr_ls_b', 'member');

    const all = await repos.spaces.listForUser('usr_ls_a', { limit: 10, afterId: null });
    expect(all).toEqual([
      { space: space('spc_ls_1'), role: 'owner', isMember: true },
      { space: space('spc_ls_3'), role: 'admin', isMember: true },
      { space: space('spc_ls_4'), role: 'member', isMember: true },
    ]);
    const first = await repos.spaces.listForUser('usr_ls_a', { limit: 2, afterId: null });
    expect(first.map((s) => s.space.id)).toEqual(['spc_ls_1', 'spc_ls_3']);
    const rest = await repos.spaces.listForUser('usr_ls_a', { limit: 2, afterId: 'spc_ls_3' });
    expect(rest.map((s) => s.space.id)).toEqual(['spc_ls_4']);
    const ofB = await repos.spaces.listForUser('usr_ls_b', { limit: 10, afterId: null });
    expect(ofB.map((s) => [s.space.id, s.role])).toEqual([
      ['spc_ls_2', 'owner'],
      ['spc_ls_3', 'member'],
    ]);
    await expect(repos.spaces.listForUser('usr_nobody', { limit: 10, afterId: null })).resolves.toEqual([]);
  });

  it('tells a member their role, and forgets it once the membership is removed', async () => {
    await repos.users.insert({ id: 'usr_rm', email: 'rm@example.test', name: 'Removed', createdAt: at });
    await repos.users.insert({ id: 'usr_stay', email: 'stay@example.test', name: 'Stays', createdAt: at });
    await repos.spaces.insert(space('spc_rm'));
    await repos.memberships.add({ spaceId: 'spc_rm', userId: 'usr_rm', role: 'admin', createdAt: at });
    await repos.memberships.add({ spaceId: 'spc_rm', userId: 'usr_stay', role: 'member', createdAt: at });
    await expect(repos.memberships.roleOf('spc_rm', 'usr_rm')).resolves.toBe('admin');
    await expect(repos.memberships.roleOf('spc_rm', 'usr_stranger')).resolves.toBeNull();

    await repos.memberships.remove('spc_rm', 'usr_rm');
    await expect(repos.memberships.roleOf('spc_rm', 'usr_rm')).resolves.toBeNull();
    await expect(repos.memberships.roleOf('spc_rm', 'usr_stay')).resolves.toBe('member');
    await expect(repos.spaces.listForUser('usr_rm', { limit: 10, afterId: null })).resolves.toEqual([]);
    await expect(repos.memberships.remove('spc_rm', 'usr_rm')).resolves.toBeUndefined();
  });
});
