import type { Invitation, Repositories } from '@deal/domain';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/** Pending invitations and renamed spaces. Runs on PGlite, and on the real server with DATABASE_URL. */
describe('TypeOrmInvitationRepository', () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 10, 25, 12, 0, 0, 125);
  const WEEK = 7 * 86_400_000;

  const invitation = (id: string, overrides: Partial<Invitation> = {}): Invitation => ({
    id,
    spaceId: 'spc_i_1',
    email: `${id}@example.test`,
    role: 'member',
    invitedBy: 'usr_i_owner',
    createdAt: at,
    expiresAt: at + WEEK,
    ...overrides,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    await repos.users.insert({
      id: 'usr_i_owner',
      email: 'owner@i.test',
      name: 'Olive Owner',
      createdAt: at,
    });
    for (const id of ['spc_i_1', 'spc_i_2']) {
      await repos.spaces.insert({ id, name: `Name ${id}`, plan: 'free', createdAt: at, updatedAt: at });
    }
  });

  afterAll(async () => {
    await database.close();
  });

  it('saves an invitation and reads it back with its space and inviter names, to the millisecond', async () => {
    await repos.invitations.save(invitation('inv_i_a', { role: 'admin' }));
    expect(await repos.invitations.findById('inv_i_a')).toEqual({
      ...invitation('inv_i_a', { role: 'admin' }),
      spaceName: 'Name spc_i_1',
      inviterName: 'Olive Owner',
    });
    expect(await repos.invitations.findForEmail('spc_i_1', 'inv_i_a@example.test')).toEqual(
      invitation('inv_i_a', { role: 'admin' }),
    );
    expect(await repos.invitations.findForEmail('spc_i_2', 'inv_i_a@example.test')).toBeNull();
    expect(await repos.invitations.findById('inv_nowhere')).toBeNull();
  });

  it('keeps the link token hash apart: a save (refresh) leaves it, setting replaces it, delete takes it', async () => {
    await repos.invitations.save(invitation('inv_i_l', { email: 'link@example.test' }));
    expect(await repos.invitations.linkTokenHashOf('inv_i_l')).toBeNull();
    await repos.invitations.setLinkTokenHash('inv_i_l', 'a'.repeat(64));
    await repos.invitations.save(invitation('inv_i_l', { email: 'link@example.test', role: 'admin' }));
    expect(await repos.invitations.linkTokenHashOf('inv_i_l')).toBe('a'.repeat(64));
    await repos.invitations.setLinkTokenHash('inv_i_l', 'b'.repeat(64));
    expect(await repos.invitations.linkTokenHashOf('inv_i_l')).toBe('b'.repeat(64));
    await repos.invitations.delete('inv_i_l');
    expect(await repos.invitations.linkTokenHashOf('inv_i_l')).toBeNull();
  });

  it('saving the same id again overwrites it; one email has one invitation per space', async () => {
    const refreshed = invitation('inv_i_a', { role: 'owner', createdAt: at + 5, expiresAt: at + 5 + WEEK });
    await repos.invitations.save(refreshed);
    expect(await repos.invitations.findForEmail('spc_i_1', 'inv_i_a@example.test')).toEqual(refreshed);
    await expect(
      repos.invitations.save(invitation('inv_i_dup', { email: 'inv_i_a@example.test' })),
    ).rejects.toThrow();
  });

  it('lists open invitations only, by space or by email, in keyset pages of id order', async () => {
    await repos.invitations.save(invitation('inv_i_b', { email: 'pat@example.test' }));
    await repos.invitations.save(invitation('inv_i_c', { spaceId: 'spc_i_2', email: 'pat@example.test' }));
    await repos.invitations.save(invitation('inv_i_d', { expiresAt: at + 1 }));
    const ids = (items: { id: string }[]) => items.map((item) => item.id);
    const later = at + 1;
    expect(ids(await repos.invitations.listForSpace('spc_i_1', later, { limit: 10, afterId: null }))).toEqual(
      ['inv_i_a', 'inv_i_b'],
    );
    expect(
      ids(await repos.invitations.listForSpace('spc_i_1', at, { limit: 10, afterId: 'inv_i_a' })),
    ).toEqual(['inv_i_b', 'inv_i_d']);
    expect(
      ids(await repos.invitations.listForEmail('pat@example.test', later, { limit: 1, afterId: null })),
    ).toEqual(['inv_i_b']);
    expect(
      ids(await repos.invitations.listForEmail('pat@example.test', later, { limit: 5, afterId: 'inv_i_b' })),
    ).toEqual(['inv_i_c']);
  });

  it('deletes one invitation', async () => {
    await repos.invitations.delete('inv_i_c');
    expect(await repos.invitations.findById('inv_i_c')).toBeNull();
    expect(await repos.invitations.findById('inv_i_b')).not.toBeNull();
  });

  it('renames a space and moves its updated_at, leaving others alone', async () => {
    await repos.spaces.update('spc_i_2', { name: 'Renamed', currency: 'usd' }, at + 60_000);
    expect(await repos.spaces.findById('spc_i_2')).toMatchObject({ name: 'Renamed', updatedAt: at + 60_000 });
    expect(await repos.spaces.findById('spc_i_1')).toMatchObject({ name: 'Name spc_i_1', updatedAt: at });
  });
});
