import type { Actor } from '../../credentials/actor';
import type { SpaceDeletion, SpaceDeletionRepository } from '../../space/space-deletion';
import { FakeClock, keyActor, testInvitationLinks, userActor } from '../../testing/credential-fakes';
import { InMemoryWorkspace } from '../../testing/in-memory-invitations';
import { declineAllInvitations, declineInvitation } from '../invitations/answer-invitation.use-cases';
import { listInvitationBlocks, removeInvitationBlock } from '../invitations/invitation-blocks.use-cases';
import { inviteToSpace } from '../invitations/invite-to-space.use-case';
import { createSpace } from './create-space.use-case';
import { deleteSpace } from './delete-space.use-case';

/** The defences against invitation spam: the limits, blocks, decline-all, and deleting a space. */
const NOW = Date.UTC(2026, 10, 25, 12, 0);
const DAY = 86_400_000;
const conflict = (message: string) => ({ ok: false, error: { kind: 'Conflict', message } });
const notFound = (resource: string) => ({ ok: false, error: { kind: 'NotFound', resource } });

function setup() {
  const world = new InMemoryWorkspace()
    .withSpace('spc_a', { usr_owner: 'owner', usr_admin: 'admin', usr_member: 'member' })
    .withSpace('spc_b', { usr_other: 'owner' });
  world.members.withUser('usr_new', 'new@example.test');
  let n = 0;
  const clock = new FakeClock(NOW);
  const ids = { next: (prefix: string) => `${prefix}_${++n}` };
  const deletions: SpaceDeletion[] = [];
  const spaceDeletions: SpaceDeletionRepository = {
    countContents: async () => ({
      deals: 0,
      automations: 0,
      apiKeys: 0,
      deliveries: 0,
      members: 3,
      invitations: 0,
    }),
    deleteSpace: async (deletion) => {
      deletions.push(deletion);
      world.spaces.records.delete(deletion.spaceId);
    },
  };
  const remove = {
    uow: {
      transaction: <T>(work: (repos: never) => Promise<T>) =>
        work({ ...world.repositories, spaceDeletions } as never),
    },
    clock,
  };
  const invite = {
    uow: world,
    clock,
    ids,
    limits: { invitationsPerSpacePerDay: 2 },
    links: testInvitationLinks(),
  };
  const newcomer = { ...userActor('usr_new'), email: 'new@example.test' } as Actor;
  return { world, clock, ids, invite, remove, deletions, newcomer };
}

describe('limits', () => {
  it('a person owns at most spacesPerUser spaces; memberships in others do not count', async () => {
    const { world, ids, clock } = setup();
    const create = { uow: world, ids, clock, limits: { spacesPerUser: 2 } };
    expect(await createSpace(create, userActor('usr_owner'), { name: 'Second' })).toMatchObject({ ok: true });
    expect(await createSpace(create, userActor('usr_owner'), { name: 'Third' })).toEqual(
      conflict('you have reached the limit of 2 spaces'),
    );
    expect(await createSpace(create, userActor('usr_member'), { name: 'Mine' })).toMatchObject({ ok: true });
  });

  it('a space sends at most invitationsPerSpacePerDay in a rolling 24 h, refreshes included', async () => {
    const { invite, clock } = setup();
    const owner = userActor('usr_owner');
    const send = (email: string) => inviteToSpace(invite, owner, 'spc_a', { email, role: 'member' });
    expect(await send('a@example.test')).toMatchObject({ ok: true });
    clock.current = NOW + 1000;
    expect(await send('a@example.test')).toMatchObject({ ok: true });
    expect(await send('b@example.test')).toEqual(
      conflict('this space has reached the limit of 2 invitations a day'),
    );
    clock.current = NOW + DAY - 1;
    expect(await send('b@example.test')).toEqual(
      conflict('this space has reached the limit of 2 invitations a day'),
    );
    // Exactly 24 h after the first send, it has left the window: one slot.
    clock.current = NOW + DAY;
    expect(await send('b@example.test')).toMatchObject({ ok: true });
    expect(await send('c@example.test')).toEqual(
      conflict('this space has reached the limit of 2 invitations a day'),
    );
  });

  it('a send the caller may not make (the owner role, over an owner offer) counts nothing', async () => {
    const { invite, world } = setup();
    const reserved = conflict('only an owner may grant, change or remove the owner role');
    const owner = userActor('usr_owner');
    const admin = userActor('usr_admin');
    const send = (actor: Actor, email: string, role: 'owner' | 'member') =>
      inviteToSpace(invite, actor, 'spc_a', { email, role });
    expect(await send(owner, 'heir@example.test', 'owner')).toMatchObject({ ok: true });
    expect(await send(admin, 'heir@example.test', 'member')).toEqual(reserved);
    expect(await send(admin, 'other@example.test', 'owner')).toEqual(reserved);
    expect(world.quotas.sends).toHaveLength(1);
    expect(await send(admin, 'b@example.test', 'member')).toMatchObject({ ok: true });
    expect(await send(owner, 'c@example.test', 'member')).toEqual(
      conflict('this space has reached the limit of 2 invitations a day'),
    );
  });
});

describe('declining all, and blocks', () => {
  it('declines every open invitation of the caller; with block, the spaces may not invite again', async () => {
    const { invite, world, newcomer } = setup();
    await inviteToSpace(invite, userActor('usr_owner'), 'spc_a', {
      email: 'new@example.test',
      role: 'member',
    });
    await inviteToSpace(invite, userActor('usr_other'), 'spc_b', {
      email: 'NEW@example.test',
      role: 'admin',
    });
    await inviteToSpace(invite, userActor('usr_other'), 'spc_b', {
      email: 'else@example.test',
      role: 'admin',
    });
    const deps = { uow: world, clock: invite.clock };
    expect(await declineAllInvitations(deps, newcomer, { block: true })).toEqual({
      ok: true,
      value: { declined: 2 },
    });
    expect([...world.invitations.rows.values()].map((i) => i.email)).toEqual(['else@example.test']);
    expect(
      await inviteToSpace(invite, userActor('usr_owner'), 'spc_a', {
        email: 'new@example.test',
        role: 'member',
      }),
    ).toEqual(conflict('this email does not accept invitations from this space'));
    const blocks = await listInvitationBlocks({ repos: world.repositories }, newcomer, {
      limit: 10,
      afterId: null,
    });
    expect(blocks).toMatchObject({
      ok: true,
      value: { items: [{ spaceId: 'spc_a' }, { spaceId: 'spc_b' }] },
    });
    expect(await removeInvitationBlock({ repos: world.repositories }, newcomer, 'spc_a')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await removeInvitationBlock({ repos: world.repositories }, newcomer, 'spc_a')).toEqual(
      notFound('invitation block'),
    );
    expect(
      await inviteToSpace(invite, userActor('usr_owner'), 'spc_a', {
        email: 'new@example.test',
        role: 'member',
      }),
    ).toMatchObject({ ok: true });
  });

  it('a single decline blocks only with block; a key and a read token decline nothing', async () => {
    const { invite, world, newcomer } = setup();
    const made = await inviteToSpace(invite, userActor('usr_owner'), 'spc_a', {
      email: 'new@example.test',
      role: 'member',
    });
    const id = made.ok ? made.value.id : '';
    const deps = { uow: world, clock: invite.clock };
    expect(await declineAllInvitations(deps, keyActor('spc_a'), { block: true })).toEqual(
      notFound('invitation'),
    );
    expect(
      await declineAllInvitations(deps, { ...newcomer, scope: 'read' } as Actor, { block: false }),
    ).toEqual({
      ok: false,
      error: { kind: 'ScopeForbidsWrites' },
    });
    expect(await declineInvitation(deps, newcomer, id, { block: false })).toMatchObject({ ok: true });
    expect(world.blocks.rows).toEqual([]);
  });
});

describe('deleteSpace', () => {
  it.each<[string, Actor, object]>([
    ['an admin', userActor('usr_admin'), conflict('only an owner may delete a space')],
    ['a plain member', userActor('usr_member'), notFound('space')],
    ['the space key', keyActor('spc_a'), notFound('space')],
    ['a stranger', userActor('usr_other'), notFound('space')],
    [
      'a read token of the owner',
      userActor('usr_owner', 'read'),
      { ok: false, error: { kind: 'ScopeForbidsWrites' } },
    ],
  ])('%s deletes nothing', async (_who, actor, refusal) => {
    const { remove, deletions } = setup();
    expect(await deleteSpace(remove, actor, 'spc_a')).toEqual(refusal);
    expect(deletions).toEqual([]);
  });

  it('an owner deletes, with the audit record; a wrong confirmation name is 400 naming confirm_name', async () => {
    const { remove, deletions } = setup();
    expect(await deleteSpace(remove, userActor('usr_owner'), 'spc_a', 'space spc_a')).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [{ path: ['confirm_name'], message: 'must be the name of the space' }],
      },
    });
    const record = {
      spaceId: 'spc_a',
      name: 'Space spc_a',
      deletedBy: 'usr_owner',
      deletedAt: NOW,
      removed: { deals: 0, automations: 0, apiKeys: 0, deliveries: 0, members: 3, invitations: 0 },
    };
    expect(await deleteSpace(remove, userActor('usr_owner'), 'spc_a', ' Space spc_a ')).toEqual({
      ok: true,
      value: record,
    });
    expect(deletions).toEqual([record]);
  });
});
