import type { Actor } from '../../credentials/actor';
import { FakeClock, testInvitationLinks, userActor } from '../../testing/credential-fakes';
import { InMemoryWorkspace } from '../../testing/in-memory-invitations';
import { revokeInvitation } from './revoke-invitation.use-case';
import { inviteToSpace } from './invite-to-space.use-case';
import {
  ACCOUNT_EXISTS,
  acceptInvitationByLink,
  openInvitationLink,
  signUpFromInvitation,
} from './invitation-link.use-cases';

const NOW = Date.UTC(2026, 10, 27, 9, 0);
const WEEK = 7 * 86_400_000;
const notFound = { ok: false, error: { kind: 'NotFound', resource: 'invitation' } };

function setup() {
  const world = new InMemoryWorkspace().withSpace('spc_a', { usr_owner: 'owner', usr_admin: 'admin' });
  const clock = new FakeClock(NOW);
  let n = 0;
  const ids = { next: (prefix: string) => `${prefix}_${++n}` };
  const hashed: string[] = [];
  const deps = {
    uow: world,
    clock,
    ids,
    check: {
      hasher: { sha256Hex: (text: string) => `hash(${text})` },
      comparer: { same: (a: string, b: string) => a === b },
    },
    passwords: {
      hash: async (password: string) => {
        hashed.push(password);
        return `argon(${password})`;
      },
      verify: async () => false,
    },
  };
  const invite = {
    uow: world,
    clock,
    ids,
    limits: { invitationsPerSpacePerDay: 10 },
    links: testInvitationLinks(),
  };
  /** Invites `email`; answers the invitation id and the token of the link emailed. */
  const sendInvitation = async (email: string, role: 'member' | 'admin' = 'member') => {
    const sent = await inviteToSpace(invite, userActor('usr_admin'), 'spc_a', { email, role });
    if (!sent.ok) throw new Error('invite failed');
    const link = world.emails.queued.at(-1)?.message.links[0] ?? '';
    return { id: sent.value.id, token: link.split('/').pop() ?? '' };
  };
  return { world, clock, deps, hashed, sendInvitation };
}

describe('invitation links', () => {
  it('a link opens its invitation, telling whether the email has an account', async () => {
    const { world, deps, sendInvitation } = setup();
    const ada = await sendInvitation('ada@example.test');
    expect(await openInvitationLink(deps, ada.id, ada.token)).toMatchObject({
      ok: true,
      value: {
        invitation: { id: ada.id, email: 'ada@example.test', spaceName: 'Space spc_a' },
        hasAccount: false,
      },
    });
    world.members.withUser('usr_grace', 'grace@example.test');
    const grace = await sendInvitation('grace@example.test');
    expect(await openInvitationLink(deps, grace.id, grace.token)).toMatchObject({
      ok: true,
      value: { hasAccount: true },
    });
  });

  it('a wrong, malformed, replaced, expired or withdrawn link is the same 404', async () => {
    const { deps, clock, sendInvitation } = setup();
    const first = await sendInvitation('ada@example.test');
    expect(await openInvitationLink(deps, first.id, 'x'.repeat(43))).toEqual(notFound);
    expect(await openInvitationLink(deps, first.id, `${first.token}x`)).toEqual(notFound);
    expect(await openInvitationLink(deps, 'inv_nowhere', first.token)).toEqual(notFound);
    const refreshed = await sendInvitation('ada@example.test');
    expect(refreshed.id).toBe(first.id);
    expect(await openInvitationLink(deps, first.id, first.token)).toEqual(notFound);
    expect(await openInvitationLink(deps, refreshed.id, refreshed.token)).toMatchObject({ ok: true });
    clock.current = NOW + WEEK;
    expect(await openInvitationLink(deps, refreshed.id, refreshed.token)).toEqual(notFound);
    clock.current = NOW;
    expect(await revokeInvitation({ uow: deps.uow }, userActor('usr_admin'), 'spc_a', refreshed.id)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await openInvitationLink(deps, refreshed.id, refreshed.token)).toEqual(notFound);
  });

  it('sign-up creates the account with the invited email, joins with the role, and uses the link up', async () => {
    const { world, deps, hashed, sendInvitation } = setup();
    const ada = await sendInvitation('ada@example.test', 'admin');
    const joined = await signUpFromInvitation(deps, ada.id, ada.token, {
      name: 'Ada',
      password: 'correct horse',
    });
    expect(joined).toMatchObject({
      ok: true,
      value: {
        user: { email: 'ada@example.test', name: 'Ada', createdAt: NOW },
        space: { space: { id: 'spc_a' }, role: 'admin', isMember: true },
      },
    });
    const userId = joined.ok ? joined.value.user.id : '';
    expect(await world.members.roleOf('spc_a', userId)).toBe('admin');
    expect(world.members.passwordHashes.get(userId)).toBe('argon(correct horse)');
    expect(world.invitations.rows.size).toBe(0);
    expect(hashed).toEqual(['correct horse']);
    const again = await signUpFromInvitation(deps, ada.id, ada.token, {
      name: 'Eve',
      password: 'correct horse',
    });
    expect(again).toEqual(notFound);
    expect(hashed).toHaveLength(1); // a used link costs no hashing
  });

  it('an email with an account signs in and accepts instead; sign-up writes nothing', async () => {
    const { world, deps, sendInvitation } = setup();
    world.members.withUser('usr_grace', 'grace@example.test');
    const grace = await sendInvitation('grace@example.test');
    const tried = await signUpFromInvitation(deps, grace.id, grace.token, {
      name: 'G',
      password: 'correct horse',
    });
    expect(tried).toEqual({ ok: false, error: ACCOUNT_EXISTS });
    expect(await world.members.roleOf('spc_a', 'usr_grace')).toBeNull();
    const signedIn = { ...userActor('usr_grace'), email: 'grace@example.test' } as Actor;
    const someoneElse = { ...userActor('usr_owner'), email: 'usr_owner@example.test' } as Actor;
    expect(await acceptInvitationByLink(deps, someoneElse, grace.id, grace.token)).toEqual(notFound);
    expect(await acceptInvitationByLink(deps, signedIn, grace.id, 'y'.repeat(43))).toEqual(notFound);
    expect(await acceptInvitationByLink(deps, signedIn, grace.id, grace.token)).toMatchObject({
      ok: true,
      value: { space: { id: 'spc_a' }, role: 'member' },
    });
    expect(await world.members.roleOf('spc_a', 'usr_grace')).toBe('member');
    expect(await acceptInvitationByLink(deps, signedIn, grace.id, grace.token)).toEqual(notFound);
  });

  it('an inviter who can no longer grant the role voids the link: 409, nothing written', async () => {
    const { world, deps, sendInvitation } = setup();
    const ada = await sendInvitation('ada@example.test', 'admin');
    await world.members.remove('spc_a', 'usr_admin');
    const joined = await signUpFromInvitation(deps, ada.id, ada.token, {
      name: 'Ada',
      password: 'correct horse',
    });
    expect(joined).toMatchObject({ ok: false, error: { kind: 'Conflict' } });
    expect(await world.members.findByEmail('ada@example.test')).toBeNull();
    expect(world.invitations.rows.size).toBe(1);
  });
});
