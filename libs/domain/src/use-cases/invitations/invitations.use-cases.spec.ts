import type { Actor } from '../../credentials/actor';
import { INVITATION_LIFETIME_MS } from '../../space/invitation';
import { FakeClock, keyActor, testInvitationLinks, userActor } from '../../testing/credential-fakes';
import { InMemoryWorkspace } from '../../testing/in-memory-invitations';
import { acceptInvitation, declineInvitation } from './answer-invitation.use-cases';
import { inviteToSpace } from './invite-to-space.use-case';
import { listMyInvitations, listSpaceInvitations } from './list-invitations.use-cases';
import { revokeInvitation } from './revoke-invitation.use-case';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const notFound = (resource: string) => ({ ok: false, error: { kind: 'NotFound', resource } });
const conflict = (message: string) => ({ ok: false, error: { kind: 'Conflict', message } });
const OWNER_RESERVED = 'only an owner may grant, change or remove the owner role';
const FIRST_PAGE = { limit: 25, afterId: null };

function setup() {
  const world = new InMemoryWorkspace()
    .withSpace('spc_a', { usr_owner: 'owner', usr_admin: 'admin', usr_member: 'member' })
    .withSpace('spc_b', { usr_other: 'owner' });
  world.members.withUser('usr_new', 'new.person@example.test');
  const counts = new Map<string, number>();
  const clock = new FakeClock(NOW);
  const deps = {
    uow: world,
    clock,
    ids: {
      next: (prefix: string) => {
        counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
        return `${prefix}_${counts.get(prefix)}`;
      },
    },
    limits: { invitationsPerSpacePerDay: 5 },
    links: testInvitationLinks(),
  };
  const lists = { repos: world.repositories, clock };
  const newcomer = { ...userActor('usr_new'), email: 'new.person@example.test' } as Actor;
  return { world, clock, deps, lists, newcomer };
}

describe('inviteToSpace', () => {
  it('an admin invites an email (any case and spacing) for 7 days; nobody is added yet', async () => {
    const { world, deps } = setup();
    const invited = await inviteToSpace(deps, userActor('usr_admin'), 'spc_a', {
      email: '  New.Person@Example.TEST ',
      role: 'admin',
    });
    expect(invited).toEqual({
      ok: true,
      value: {
        id: 'inv_1',
        spaceId: 'spc_a',
        spaceName: 'Space spc_a',
        email: 'new.person@example.test',
        role: 'admin',
        invitedBy: 'usr_admin',
        inviterName: 'Name of usr_admin',
        createdAt: NOW,
        expiresAt: NOW + 7 * 86_400_000,
      },
    });
    expect(await world.members.roleOf('spc_a', 'usr_new')).toBeNull();
    expect(world.members.locks).toEqual(['spc_a']);
  });

  it('answers a registered and an unregistered email alike', async () => {
    const { deps } = setup();
    const owner = userActor('usr_owner');
    const registered = await inviteToSpace(deps, owner, 'spc_a', {
      email: 'new.person@example.test',
      role: 'member',
    });
    const unknown = await inviteToSpace(deps, owner, 'spc_a', {
      email: 'nobody@example.test',
      role: 'member',
    });
    const shape = (r: typeof registered) => (r.ok ? { ...r.value, id: 'x', email: 'x' } : r);
    expect(shape(registered)).toEqual(shape(unknown));
  });

  it('inviting the same email again refreshes the pending invitation: same id, new role and expiry', async () => {
    const { world, deps, clock } = setup();
    const input = { email: 'nobody@example.test', role: 'member' as const };
    await inviteToSpace(deps, userActor('usr_admin'), 'spc_a', input);
    clock.current = NOW + 6 * 86_400_000;
    const again = await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', { ...input, role: 'admin' });
    expect(again).toMatchObject({
      ok: true,
      value: {
        id: 'inv_1',
        role: 'admin',
        invitedBy: 'usr_owner',
        expiresAt: clock.current + INVITATION_LIFETIME_MS,
      },
    });
    expect([...world.invitations.rows.keys()]).toEqual(['inv_1']);
  });

  it('emails the invitee a link to /join/<id>/<token> in the same transaction, keeping only its hash', async () => {
    const { world, deps } = setup();
    await inviteToSpace(deps, userActor('usr_admin'), 'spc_a', { email: 'ada@example.test', role: 'member' });
    const token = '' + world.emails.queued[0]?.message.links[0]?.split('/').pop();
    expect(token).toMatch(/^[0-9A-Za-z]{43}$/);
    expect(world.emails.queued).toEqual([
      {
        id: 'eml_1',
        kind: 'invitation',
        createdAt: NOW,
        message: expect.objectContaining({
          to: 'ada@example.test',
          subject: 'Name of usr_admin invited you to Space spc_a on Deal Pricing Service',
          links: [`https://app.example.test/join/inv_1/${token}`],
        }),
      },
    ]);
    expect(world.emails.queued[0]?.message.text).toContain('as a member');
    expect(world.emails.queued[0]?.message.text).toContain('until 2026-12-02 12:00 UTC');
    expect(await world.invitations.linkTokenHashOf('inv_1')).toBe(`hash(${token})`);
    expect(JSON.stringify([...world.invitations.rows.values()])).not.toContain(token);
  });

  it('a refresh emails a new link, which replaces the old one; a refused invitation emails nothing', async () => {
    const { world, deps } = setup();
    const input = { email: 'ada@example.test', role: 'member' as const };
    await inviteToSpace(deps, userActor('usr_admin'), 'spc_a', input);
    await inviteToSpace(deps, userActor('usr_admin'), 'spc_a', input);
    const [first, second] = world.emails.queued.map((email) => email.message.links[0]?.split('/').pop());
    expect(first).not.toEqual(second);
    expect(await world.invitations.linkTokenHashOf('inv_1')).toBe(`hash(${second})`);
    await inviteToSpace(deps, userActor('usr_member'), 'spc_a', input);
    await inviteToSpace(deps, userActor('usr_admin'), 'spc_a', { email: 'x', role: 'member' });
    expect(world.emails.queued).toHaveLength(2);
  });

  it('only an owner offers the owner role', async () => {
    const { deps } = setup();
    const input = { email: 'nobody@example.test', role: 'owner' as const };
    expect(await inviteToSpace(deps, userActor('usr_admin'), 'spc_a', input)).toEqual(
      conflict(OWNER_RESERVED),
    );
    expect(await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', input)).toMatchObject({ ok: true });
  });

  it("an admin cannot rewrite an owner's offer of the owner role by inviting the email again", async () => {
    const { deps, world } = setup();
    const email = 'heir@example.test';
    const made = await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', { email, role: 'owner' });
    const before = made.ok ? world.invitations.rows.get(made.value.id) : undefined;
    for (const role of ['admin', 'member'] as const) {
      expect(await inviteToSpace(deps, userActor('usr_admin'), 'spc_a', { email, role })).toEqual(
        conflict(OWNER_RESERVED),
      );
    }
    expect([...world.invitations.rows.values()]).toEqual([before]);
    expect(
      await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', { email, role: 'admin' }),
    ).toMatchObject({ ok: true, value: { role: 'admin', invitedBy: 'usr_owner' } });
  });

  it('a member already is a conflict (managers list members anyway)', async () => {
    const { deps } = setup();
    expect(
      await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', {
        email: 'USR_MEMBER@example.test',
        role: 'admin',
      }),
    ).toEqual(conflict('user is already a member of the space'));
  });

  it('refuses something that is not an email address before any lookup', async () => {
    const { deps, world } = setup();
    expect(
      await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', { email: 'not-an-email', role: 'member' }),
    ).toEqual({
      ok: false,
      error: { kind: 'Validation', issues: [{ path: ['email'], message: 'must be an email address' }] },
    });
    expect(world.members.locks).toEqual([]);
  });

  it.each<[string, Actor, object]>([
    ['a plain member', userActor('usr_member'), notFound('invitation')],
    ['the space key', keyActor('spc_a'), notFound('invitation')],
    ['a stranger', userActor('usr_other'), notFound('space')],
    [
      'a read token of the owner',
      userActor('usr_owner', 'read'),
      { ok: false, error: { kind: 'ScopeForbidsWrites' } },
    ],
  ])('%s invites nobody', async (_who, actor, refusal) => {
    const { deps, world } = setup();
    expect(
      await inviteToSpace(deps, actor, 'spc_a', { email: 'nobody@example.test', role: 'member' }),
    ).toEqual(refusal);
    expect(world.invitations.rows.size).toBe(0);
  });

  it('an unknown space is NotFound space', async () => {
    const { deps } = setup();
    const input = { email: 'nobody@example.test', role: 'member' as const };
    expect(await inviteToSpace(deps, userActor('usr_owner'), 'spc_nowhere', input)).toEqual(
      notFound('space'),
    );
  });
});

describe('listing invitations', () => {
  it("a space's open invitations, for its owners and admins only, a page at a time", async () => {
    const { deps, lists, clock } = setup();
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
      await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', { email, role: 'member' });
    }
    const first = await listSpaceInvitations(lists, userActor('usr_admin'), 'spc_a', {
      limit: 2,
      afterId: null,
    });
    expect(first).toMatchObject({
      ok: true,
      value: { items: [{ email: 'a@example.test' }, { email: 'b@example.test' }], nextAfterId: 'inv_2' },
    });
    for (const actor of [userActor('usr_member'), keyActor('spc_a')]) {
      expect(await listSpaceInvitations(lists, actor, 'spc_a', FIRST_PAGE)).toEqual(notFound('invitation'));
    }
    expect(await listSpaceInvitations(lists, userActor('usr_other'), 'spc_a', FIRST_PAGE)).toEqual(
      notFound('space'),
    );
    clock.current = NOW + INVITATION_LIFETIME_MS;
    expect(await listSpaceInvitations(lists, userActor('usr_admin'), 'spc_a', FIRST_PAGE)).toEqual({
      ok: true,
      value: { items: [], nextAfterId: null },
    });
  });

  it("a person's own open invitations, across spaces; a space key has none (404)", async () => {
    const { deps, lists, newcomer } = setup();
    await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', {
      email: 'new.person@example.test',
      role: 'admin',
    });
    await inviteToSpace(deps, userActor('usr_other'), 'spc_b', {
      email: 'NEW.person@example.test',
      role: 'member',
    });
    await inviteToSpace(deps, userActor('usr_other'), 'spc_b', {
      email: 'someone@example.test',
      role: 'member',
    });
    const mine = await listMyInvitations(lists, newcomer, FIRST_PAGE);
    expect(mine).toMatchObject({
      ok: true,
      value: {
        items: [
          { spaceId: 'spc_a', role: 'admin' },
          { spaceId: 'spc_b', role: 'member' },
        ],
        nextAfterId: null,
      },
    });
    expect(await listMyInvitations(lists, keyActor('spc_a'), FIRST_PAGE)).toEqual(notFound('invitation'));
  });
});

describe('accepting and declining', () => {
  async function invited(role: 'member' | 'admin' | 'owner' = 'admin') {
    const context = setup();
    const made = await inviteToSpace(context.deps, userActor('usr_owner'), 'spc_a', {
      email: 'New.Person@example.test',
      role,
    });
    if (!made.ok) throw new Error('invitation refused');
    return { ...context, id: made.value.id };
  }

  it('the invitee accepts: they join with the invited role and the invitation is used up', async () => {
    const { deps, world, newcomer, id } = await invited();
    const accepted = await acceptInvitation(deps, newcomer, id);
    expect(accepted).toMatchObject({
      ok: true,
      value: { space: { id: 'spc_a' }, role: 'admin', isMember: true },
    });
    expect(world.members.rows).toContainEqual({
      spaceId: 'spc_a',
      userId: 'usr_new',
      role: 'admin',
      createdAt: NOW,
    });
    expect(world.invitations.rows.size).toBe(0);
    expect(await acceptInvitation(deps, newcomer, id)).toEqual(notFound('invitation'));
  });

  describe("the inviter's authority, checked again at accept time", () => {
    const INVITER_GONE = 'the person who invited you can no longer grant this role';

    async function invitedByAdmin(role: 'member' | 'admin') {
      const context = setup();
      const made = await inviteToSpace(context.deps, userActor('usr_admin'), 'spc_a', {
        email: 'new.person@example.test',
        role,
      });
      if (!made.ok) throw new Error('invitation refused');
      return { ...context, id: made.value.id };
    }

    it("a removed admin's admin invitation cannot be accepted; it stays, nobody joins", async () => {
      const { deps, world, newcomer, id } = await invitedByAdmin('admin');
      await world.members.remove('spc_a', 'usr_admin');
      expect(await acceptInvitation(deps, newcomer, id)).toEqual(conflict(INVITER_GONE));
      expect(await world.members.roleOf('spc_a', 'usr_new')).toBeNull();
      expect(world.invitations.rows.has(id)).toBe(true);
      expect(await declineInvitation(deps, newcomer, id)).toMatchObject({ ok: true });
    });

    it.each(['admin', 'member'] as const)(
      'an admin demoted to member can no longer grant the %s role they offered',
      async (role) => {
        const { deps, world, newcomer, id } = await invitedByAdmin(role);
        await world.members.setRole('spc_a', 'usr_admin', 'member');
        expect(await acceptInvitation(deps, newcomer, id)).toEqual(conflict(INVITER_GONE));
        expect(await world.members.roleOf('spc_a', 'usr_new')).toBeNull();
      },
    );

    it('an invitation whose inviter was deleted (invited_by null) cannot be accepted', async () => {
      const { deps, world, newcomer, id } = await invitedByAdmin('member');
      const row = world.invitations.rows.get(id);
      if (row) world.invitations.rows.set(id, { ...row, invitedBy: null });
      expect(await acceptInvitation(deps, newcomer, id)).toEqual(conflict(INVITER_GONE));
    });

    it('an admin promoted to owner, and a renewal by someone who can grant it, keep the offer good', async () => {
      const { deps, world, newcomer, id } = await invitedByAdmin('admin');
      await world.members.setRole('spc_a', 'usr_admin', 'owner');
      expect(await acceptInvitation(deps, newcomer, id)).toMatchObject({
        ok: true,
        value: { role: 'admin' },
      });
      const again = await invitedByAdmin('admin');
      await again.world.members.remove('spc_a', 'usr_admin');
      await inviteToSpace(again.deps, userActor('usr_owner'), 'spc_a', {
        email: 'new.person@example.test',
        role: 'admin',
      });
      expect(await acceptInvitation(again.deps, again.newcomer, again.id)).toMatchObject({ ok: true });
    });
  });

  it('matches the email without regard to case', async () => {
    const { deps, newcomer, id } = await invited();
    const shouting = { ...newcomer, email: 'NEW.PERSON@EXAMPLE.TEST' } as Actor;
    expect(await acceptInvitation(deps, shouting, id)).toMatchObject({ ok: true });
  });

  it('someone who joined meanwhile keeps their role; the accept succeeds once and adds no row', async () => {
    const { deps, world, newcomer, id } = await invited('admin');
    world.members.withMember('spc_a', 'usr_new', 'member');
    expect(await acceptInvitation(deps, newcomer, id)).toMatchObject({ ok: true, value: { role: 'member' } });
    expect(world.members.rows.filter((row) => row.userId === 'usr_new')).toHaveLength(1);
  });

  it('an expired invitation can be neither accepted nor declined, and is no longer listed', async () => {
    const { deps, lists, world, clock, newcomer, id } = await invited();
    clock.current = NOW + INVITATION_LIFETIME_MS;
    expect(await acceptInvitation(deps, newcomer, id)).toEqual(notFound('invitation'));
    expect(await declineInvitation(deps, newcomer, id)).toEqual(notFound('invitation'));
    expect(await listMyInvitations(lists, newcomer, FIRST_PAGE)).toMatchObject({ value: { items: [] } });
    expect(await world.members.roleOf('spc_a', 'usr_new')).toBeNull();
  });

  it.each<[string, Actor, object]>([
    ['another user, even the inviter', userActor('usr_owner'), notFound('invitation')],
    ['a space key', keyActor('spc_a'), notFound('invitation')],
    [
      "the invitee's read token",
      { ...userActor('usr_new', 'read'), email: 'new.person@example.test' } as Actor,
      { ok: false, error: { kind: 'ScopeForbidsWrites' } },
    ],
  ])('%s can neither accept nor decline', async (_who, actor, refusal) => {
    const { deps, world, id } = await invited();
    expect(await acceptInvitation(deps, actor, id)).toEqual(refusal);
    expect(await declineInvitation(deps, actor, id)).toEqual(refusal);
    expect(world.invitations.rows.has(id)).toBe(true);
  });

  it('the invitee declines: the invitation is gone and nobody joined', async () => {
    const { deps, world, newcomer, id } = await invited();
    expect(await declineInvitation(deps, newcomer, id)).toEqual({ ok: true, value: undefined });
    expect(world.invitations.rows.size).toBe(0);
    expect(await world.members.roleOf('spc_a', 'usr_new')).toBeNull();
  });
});

describe('revokeInvitation', () => {
  it('an admin withdraws an invitation; then it cannot be accepted', async () => {
    const { deps, newcomer, world } = setup();
    const made = await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', {
      email: 'new.person@example.test',
      role: 'member',
    });
    const id = made.ok ? made.value.id : '';
    expect(await revokeInvitation(deps, userActor('usr_admin'), 'spc_a', id)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await acceptInvitation(deps, newcomer, id)).toEqual(notFound('invitation'));
    expect(world.invitations.rows.size).toBe(0);
  });

  it('only an owner withdraws an offer of the owner role', async () => {
    const { deps, world } = setup();
    const made = await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', {
      email: 'x@example.test',
      role: 'owner',
    });
    const id = made.ok ? made.value.id : '';
    expect(await revokeInvitation(deps, userActor('usr_admin'), 'spc_a', id)).toEqual(
      conflict(OWNER_RESERVED),
    );
    expect(await revokeInvitation(deps, userActor('usr_owner'), 'spc_a', id)).toMatchObject({ ok: true });
    expect(world.invitations.rows.size).toBe(0);
  });

  it.each<[string, Actor, string, object]>([
    ['a plain member', userActor('usr_member'), 'spc_a', notFound('invitation')],
    ['the space key', keyActor('spc_a'), 'spc_a', notFound('invitation')],
    ['a stranger', userActor('usr_other'), 'spc_a', notFound('space')],
    ['an owner of another space, through their own', userActor('usr_other'), 'spc_b', notFound('invitation')],
  ])('%s withdraws nothing', async (_who, actor, spaceId, refusal) => {
    const { deps, world } = setup();
    const made = await inviteToSpace(deps, userActor('usr_owner'), 'spc_a', {
      email: 'x@example.test',
      role: 'member',
    });
    const id = made.ok ? made.value.id : '';
    expect(await revokeInvitation(deps, actor, spaceId, id)).toEqual(refusal);
    expect(world.invitations.rows.has(id)).toBe(true);
  });
});
