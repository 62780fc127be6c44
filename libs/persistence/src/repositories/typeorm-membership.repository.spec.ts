import type { Repositories, SpaceRole } from '@deal/domain';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/** Members of a space and the membership lock. Runs on PGlite, and on the real server with DATABASE_URL. */
describe('TypeOrmMembershipRepository', () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 1, 3, 14, 0, 0, 125);

  const addUser = (id: string) =>
    repos.users.insert({ id, email: `${id}@example.test`, name: `Name ${id}`, createdAt: at });
  const addSpace = (id: string) =>
    repos.spaces.insert({ id, name: id, plan: 'free', createdAt: at, updatedAt: at });
  const join = (spaceId: string, userId: string, role: SpaceRole, offset = 0) =>
    repos.memberships.add({ spaceId, userId, role, createdAt: at + offset });
  const member = (userId: string, role: SpaceRole, offset = 0) => ({
    userId,
    email: `${userId}@example.test`,
    name: `Name ${userId}`,
    role,
    joinedAt: at + offset,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    for (const id of ['usr_m_a', 'usr_m_b', 'usr_m_c', 'usr_m_d']) await addUser(id);
    for (const id of ['spc_m_1', 'spc_m_2']) await addSpace(id);
    await join('spc_m_1', 'usr_m_c', 'member', 3);
    await join('spc_m_1', 'usr_m_a', 'owner', 1);
    await join('spc_m_1', 'usr_m_b', 'admin', 2);
    await join('spc_m_2', 'usr_m_d', 'owner');
  });

  afterAll(async () => {
    await database.close();
  });

  it("lists a space's members with their user, in keyset pages of user id order", async () => {
    const all = [
      member('usr_m_a', 'owner', 1),
      member('usr_m_b', 'admin', 2),
      member('usr_m_c', 'member', 3),
    ];
    await expect(repos.memberships.listForSpace('spc_m_1', { limit: 10, afterId: null })).resolves.toEqual(
      all,
    );
    await expect(repos.memberships.listForSpace('spc_m_1', { limit: 2, afterId: null })).resolves.toEqual(
      all.slice(0, 2),
    );
    await expect(
      repos.memberships.listForSpace('spc_m_1', { limit: 2, afterId: 'usr_m_b' }),
    ).resolves.toEqual(all.slice(2));
    await expect(repos.memberships.listForSpace('spc_none', { limit: 2, afterId: null })).resolves.toEqual(
      [],
    );
  });

  it('finds one member, and nobody outside the space', async () => {
    await expect(repos.memberships.findMember('spc_m_1', 'usr_m_b')).resolves.toEqual(
      member('usr_m_b', 'admin', 2),
    );
    await expect(repos.memberships.findMember('spc_m_2', 'usr_m_b')).resolves.toBeNull();
  });

  it('changes one role and counts owners', async () => {
    await addSpace('spc_m_roles');
    await join('spc_m_roles', 'usr_m_a', 'owner');
    await join('spc_m_roles', 'usr_m_b', 'member');
    await expect(repos.memberships.countOwners('spc_m_roles')).resolves.toBe(1);
    await repos.memberships.setRole('spc_m_roles', 'usr_m_b', 'owner');
    await expect(repos.memberships.roleOf('spc_m_roles', 'usr_m_b')).resolves.toBe('owner');
    await expect(repos.memberships.roleOf('spc_m_1', 'usr_m_b')).resolves.toBe('admin');
    await expect(repos.memberships.countOwners('spc_m_roles')).resolves.toBe(2);
    await expect(repos.memberships.countOwners('spc_none')).resolves.toBe(0);
  });

  it('locks an existing space only', async () => {
    const uow = new TypeOrmUnitOfWork(database.dataSource);
    await expect(uow.transaction((tx) => tx.memberships.lockSpace('spc_m_1'))).resolves.toBe(true);
    await expect(uow.transaction((tx) => tx.memberships.lockSpace('spc_none'))).resolves.toBe(false);
  });

  it('queues a second membership change of the space until the first transaction ends', async () => {
    const uow = new TypeOrmUnitOfWork(database.dataSource);
    const events: string[] = [];
    let locked!: () => void;
    const firstLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = uow.transaction(async (tx) => {
      await tx.memberships.lockSpace('spc_m_2');
      events.push('first locked');
      locked();
      await new Promise((resolve) => setTimeout(resolve, 200));
      events.push('first done');
    });
    await firstLocked;
    const second = uow.transaction(async (tx) => {
      await tx.memberships.lockSpace('spc_m_2');
      events.push('second locked');
    });
    await Promise.all([first, second]);
    expect(events).toEqual(['first locked', 'first done', 'second locked']);
  });

  // One embedded connection runs one transaction at a time, so only a real server can show this.
  (process.env['DATABASE_URL'] ? it : it.skip)(
    'does not hold up inserts that merely reference the locked space',
    async () => {
      const uow = new TypeOrmUnitOfWork(database.dataSource);
      await addUser('usr_m_e');
      let inserted = false;
      await uow.transaction(async (tx) => {
        await tx.memberships.lockSpace('spc_m_2');
        await join('spc_m_2', 'usr_m_e', 'member');
        inserted = true;
      });
      expect(inserted).toBe(true);
      await expect(repos.memberships.roleOf('spc_m_2', 'usr_m_e')).resolves.toBe('member');
    },
  );
});
