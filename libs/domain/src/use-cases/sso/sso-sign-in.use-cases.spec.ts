import { ssoIdentityOf, type SsoIdentity } from '../../identity/sso-identity';
import type { SignUpMode } from '../../identity/pending-sign-up';
import { FakeClock, testInvitationLinks, userActor } from '../../testing/credential-fakes';
import { InMemoryWorkspace } from '../../testing/in-memory-invitations';
import { inviteToSpace } from '../invitations/invite-to-space.use-case';
import { joinWithSso, signInWithSso } from './sso-sign-in.use-cases';

const NOW = Date.UTC(2026, 11, 5, 9, 0);
const ada: SsoIdentity = { email: 'ada@example.test', name: 'Ada Lovelace' };

function setup(signUp: SignUpMode = 'invite') {
  const world = new InMemoryWorkspace().withSpace('spc_a', { usr_admin: 'admin' });
  const clock = new FakeClock(NOW);
  let n = 0;
  const ids = { next: (prefix: string) => `${prefix}_${++n}` };
  const check = {
    hasher: { sha256Hex: (text: string) => `hash(${text})` },
    comparer: { same: (a: string, b: string) => a === b },
  };
  const passwords = { hash: async (p: string) => `argon(${p})`, verify: async () => false };
  const join = { uow: world, clock, ids, check, passwords, signUp };
  const signIn = { uow: world, clock, ids, signUp };
  const sendInvitation = async (email: string) => {
    const invite = {
      uow: world,
      clock,
      ids,
      limits: { invitationsPerSpacePerDay: 10 },
      links: testInvitationLinks(),
    };
    const sent = await inviteToSpace(invite, userActor('usr_admin'), 'spc_a', { email, role: 'member' });
    if (!sent.ok) throw new Error('invite failed');
    return { id: sent.value.id, token: world.emails.queued.at(-1)?.message.links[0]?.split('/').pop() ?? '' };
  };
  return { world, join, signIn, sendInvitation };
}

describe('the identity a provider vouches for', () => {
  it('takes a verified email, lower-cased, and a name from the claims', () => {
    expect(
      ssoIdentityOf({ email: ' Ada@Example.TEST ', email_verified: true, name: 'Ada\u0007 Lovelace' }),
    ).toEqual({
      ok: true,
      value: { email: 'ada@example.test', name: 'Ada Lovelace' },
    });
    expect(
      ssoIdentityOf({
        email: 'ada@example.test',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'King',
      }),
    ).toMatchObject({ value: { name: 'Ada King' } });
    expect(ssoIdentityOf({ email: 'ada@example.test', email_verified: true })).toMatchObject({
      value: { name: 'ada' },
    });
  });

  it('refuses an unverified email (a string "true" included) and a missing or malformed one', () => {
    expect(ssoIdentityOf({ email: 'ada@example.test', email_verified: false })).toEqual({
      ok: false,
      error: 'email-unverified',
    });
    expect(ssoIdentityOf({ email: 'ada@example.test', email_verified: 'true' })).toMatchObject({ ok: false });
    expect(ssoIdentityOf({ email: 'ada@example.test' })).toMatchObject({ error: 'email-unverified' });
    expect(ssoIdentityOf({ email_verified: true })).toEqual({ ok: false, error: 'email-missing' });
    expect(ssoIdentityOf({ email: 'not an email', email_verified: true })).toMatchObject({
      error: 'email-missing',
    });
  });
});

describe('signing in through a provider', () => {
  it('links to the account with the email', async () => {
    const { world, signIn } = setup();
    world.members.withUser('usr_ada', 'ada@example.test');
    expect(await signInWithSso(signIn, ada)).toMatchObject({
      ok: true,
      value: { created: false, user: { id: 'usr_ada' } },
    });
  });

  it('creates the account only with SIGN_UP=open; invite and off refuse and write nothing', async () => {
    for (const mode of ['invite', 'off'] as const) {
      const { world, signIn } = setup(mode);
      expect(await signInWithSso(signIn, ada)).toEqual({
        ok: false,
        error: { kind: 'SsoRefused', reason: 'no-account' },
      });
      expect(await world.members.findByEmail(ada.email)).toBeNull();
    }
    const { world, signIn } = setup('open');
    expect(await signInWithSso(signIn, ada)).toMatchObject({ ok: true, value: { created: true } });
    expect(await world.members.findByEmail(ada.email)).toMatchObject({
      name: 'Ada Lovelace',
      createdAt: NOW,
    });
  });
});

describe('accepting an invitation through a provider', () => {
  it('creates the invited account without a password, joins the space, and uses the link up', async () => {
    const { world, join, sendInvitation } = setup();
    const link = await sendInvitation('ada@example.test');
    const joined = await joinWithSso(join, link.id, link.token, ada);
    expect(joined).toMatchObject({
      ok: true,
      value: { kind: 'created', user: { email: ada.email, name: 'Ada Lovelace' }, space: { role: 'member' } },
    });
    const user = joined.ok ? joined.value.user : null;
    expect(world.members.passwordHashes.has(user?.id ?? '')).toBe(false);
    expect(await world.members.roleOf('spc_a', user?.id ?? '')).toBe('member');
    expect(await joinWithSso(join, link.id, link.token, ada)).toMatchObject({
      ok: false,
      error: { kind: 'NotFound' },
    });
  });

  it('hands an existing account back to be signed in and accept', async () => {
    const { world, join, sendInvitation } = setup('off');
    world.members.withUser('usr_ada', 'ada@example.test');
    const link = await sendInvitation('ada@example.test');
    expect(await joinWithSso(join, link.id, link.token, ada)).toMatchObject({
      ok: true,
      value: { kind: 'existing', user: { id: 'usr_ada' } },
    });
  });

  it('refuses another email than the invited one, and SIGN_UP=off without an account; nothing written', async () => {
    const { world, join, sendInvitation } = setup('off');
    const link = await sendInvitation('ada@example.test');
    const grace = { email: 'grace@example.test', name: 'Grace' };
    expect(await joinWithSso(join, link.id, link.token, grace)).toEqual({
      ok: false,
      error: { kind: 'SsoRefused', reason: 'other-email', invited: 'ada@example.test' },
    });
    expect(await joinWithSso(join, link.id, link.token, ada)).toEqual({
      ok: false,
      error: { kind: 'SsoRefused', reason: 'sign-up-off' },
    });
    expect(await world.members.findByEmail(ada.email)).toBeNull();
    expect(await world.members.findByEmail(grace.email)).toBeNull();
  });
});
