import type { Repositories } from '@deal/domain';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/** Space limits' counts, invitation blocks and space deletions. PGlite, or the real server with DATABASE_URL. */
describe('space quota, invitation block and space deletion repositories', () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 10, 25, 12, 0, 0, 125);

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    for (const id of ['usr_q_1', 'usr_q_2']) {
      await repos.users.insert({ id, email: `${id}@q.test`, name: id, createdAt: at });
    }
    for (const id of ['spc_q_1', 'spc_q_2', 'spc_q_3']) {
      await repos.spaces.insert({ id, name: `Name ${id}`, plan: 'free', createdAt: at, updatedAt: at });
    }
    await repos.memberships.add({ spaceId: 'spc_q_1', userId: 'usr_q_1', role: 'owner', createdAt: at });
    await repos.memberships.add({ spaceId: 'spc_q_2', userId: 'usr_q_1', role: 'owner', createdAt: at });
    await repos.memberships.add({ spaceId: 'spc_q_3', userId: 'usr_q_1', role: 'admin', createdAt: at });
    await repos.memberships.add({ spaceId: 'spc_q_3', userId: 'usr_q_2', role: 'owner', createdAt: at });
  });

  afterAll(async () => {
    await database.close();
  });

  it('counts the spaces a user owns, not those they are only a member of', async () => {
    expect(await repos.spaceQuotas.lockAndCountOwnedSpaces('usr_q_1')).toBe(2);
    expect(await repos.spaceQuotas.lockAndCountOwnedSpaces('usr_q_2')).toBe(1);
    expect(await repos.spaceQuotas.lockAndCountOwnedSpaces('usr_nobody')).toBe(0);
  });

  it('counts a space’s sends after a time, and forgets the old ones as it records', async () => {
    const quotas = repos.spaceQuotas;
    await quotas.recordInvitationSent('spc_q_1', at, at - 1);
    await quotas.recordInvitationSent('spc_q_1', at + 10, at - 1);
    await quotas.recordInvitationSent('spc_q_2', at + 10, at - 1);
    expect(await quotas.countInvitationsSentSince('spc_q_1', at - 1)).toBe(2);
    expect(await quotas.countInvitationsSentSince('spc_q_1', at)).toBe(1);
    await quotas.recordInvitationSent('spc_q_1', at + 20, at);
    const rows = await database.dataSource.query(
      `SELECT space_id, count(*)::int AS n FROM invitation_sends GROUP BY space_id ORDER BY space_id`,
    );
    expect(rows).toEqual([
      { space_id: 'spc_q_1', n: 2 },
      { space_id: 'spc_q_2', n: 1 },
    ]);
  });

  it('adds a block once, lists an email’s blocks with space names by space id, removes one', async () => {
    const blocks = repos.invitationBlocks;
    await blocks.add({ spaceId: 'spc_q_2', email: 'pat@q.test', createdAt: at });
    await blocks.add({ spaceId: 'spc_q_1', email: 'pat@q.test', createdAt: at + 5 });
    await blocks.add({ spaceId: 'spc_q_1', email: 'pat@q.test', createdAt: at + 99 });
    expect(await blocks.isBlocked('spc_q_1', 'pat@q.test')).toBe(true);
    expect(await blocks.isBlocked('spc_q_3', 'pat@q.test')).toBe(false);
    expect(await blocks.listForEmail('pat@q.test', { limit: 1, afterId: null })).toEqual([
      { spaceId: 'spc_q_1', email: 'pat@q.test', createdAt: at + 5, spaceName: 'Name spc_q_1' },
    ]);
    expect(await blocks.listForEmail('pat@q.test', { limit: 5, afterId: 'spc_q_1' })).toEqual([
      { spaceId: 'spc_q_2', email: 'pat@q.test', createdAt: at, spaceName: 'Name spc_q_2' },
    ]);
    expect(await blocks.remove('spc_q_2', 'pat@q.test')).toBe(true);
    expect(await blocks.remove('spc_q_2', 'pat@q.test')).toBe(false);
  });

  it('deletes a space with its rows and keeps the audit row', async () => {
    const contents = await repos.spaceDeletions.countContents('spc_q_1');
    expect(contents).toEqual({
      deals: 0,
      automations: 0,
      apiKeys: 0,
      deliveries: 0,
      members: 1,
      invitations: 0,
    });
    await repos.spaceDeletions.deleteSpace({
      spaceId: 'spc_q_1',
      name: 'Name spc_q_1',
      deletedBy: 'usr_q_1',
      deletedAt: at,
      removed: contents,
    });
    expect(await repos.spaces.findById('spc_q_1')).toBeNull();
    expect(await repos.memberships.roleOf('spc_q_1', 'usr_q_1')).toBeNull();
    expect(await repos.invitationBlocks.isBlocked('spc_q_1', 'pat@q.test')).toBe(false);
    expect(await repos.spaceQuotas.countInvitationsSentSince('spc_q_1', 0)).toBe(0);
    expect(await repos.spaceQuotas.lockAndCountOwnedSpaces('usr_q_1')).toBe(1);
    const audit = await database.dataSource.query(`SELECT * FROM space_deletions`);
    expect(audit).toEqual([
      {
        space_id: 'spc_q_1',
        name: 'Name spc_q_1',
        deleted_by: 'usr_q_1',
        deleted_at: new Date(at),
        deals: 0,
        automations: 0,
        api_keys: 0,
        deliveries: 0,
        members: 1,
        invitations: 0,
      },
    ]);
  });
});
