import { USER_AGENT_MAX_LENGTH, WEB_SESSION_LIFETIME_MS } from '../../identity/web-session';
import { CountingIds, FakeClock } from '../../testing/credential-fakes';
import { InMemoryMembers } from '../../testing/in-memory-memberships';
import { InMemoryWebSessions, PlainPasswordHasher } from '../../testing/in-memory-sessions';
import { authenticateSession, signOut } from './authenticate-session.use-case';
import { setPassword } from './set-password.use-case';
import { changePassword, listMySessions, signOutSession } from './account-sessions.use-cases';
import { sessionActor, signIn } from './sign-in.use-case';

const T0 = Date.UTC(2026, 10, 23, 9);

function setup() {
  const users = new InMemoryMembers()
    .withUser('usr_1', 'ada@example.test')
    .withUser('usr_2', 'bo@example.test');
  const sessions = new InMemoryWebSessions();
  const passwords = new PlainPasswordHasher();
  const clock = new FakeClock(T0);
  let byte = 0;
  const deps = {
    users,
    sessions,
    passwords,
    clock,
    ids: new CountingIds(),
    hasher: { sha256Hex: (text: string) => `sha(${text})` },
    random: { bytes: (length: number) => new Uint8Array(length).fill((byte += 1)) },
  };
  return { deps, users, sessions, passwords, clock };
}

describe('setPassword', () => {
  it('stores the hash of a good password, for the email in any case and spacing', async () => {
    const { deps, users } = setup();
    const result = await setPassword(deps, { email: '  ADA@example.test ', password: 'correct horse' });
    expect(result).toEqual({ ok: true, value: { userId: 'usr_1' } });
    expect(users.passwordHashes.get('usr_1')).toBe('hashed(correct horse)');
  });

  it.each([
    ['short', 'must be at least 8 characters'],
    ['        ', 'must not be only spaces'],
    ['x'.repeat(257), 'must be at most 256 characters'],
  ])('refuses %j: %s', async (password, message) => {
    const { deps, users } = setup();
    const result = await setPassword(deps, { email: 'ada@example.test', password });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'Validation', issues: [{ path: ['password'], message }] },
    });
    expect(users.passwordHashes.size).toBe(0);
  });

  it('counts characters, not UTF-16 units: eight emoji are a valid password', async () => {
    const { deps } = setup();
    expect((await setPassword(deps, { email: 'ada@example.test', password: '🔑'.repeat(8) })).ok).toBe(true);
    expect((await setPassword(deps, { email: 'ada@example.test', password: '🔑'.repeat(7) })).ok).toBe(false);
  });

  it('answers NotFound for an unknown email, and signs the user out everywhere on a change', async () => {
    const { deps, sessions, clock } = setup();
    expect(await setPassword(deps, { email: 'nobody@example.test', password: 'long enough' })).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'user' },
    });
    await setPassword(deps, { email: 'ada@example.test', password: 'first password' });
    const first = await signIn(deps, { email: 'ada@example.test', password: 'first password' });
    clock.current += 1000;
    await setPassword(deps, { email: 'ada@example.test', password: 'second password' });
    expect(sessions.rows[0]?.revokedAt).toBe(T0 + 1000);
    expect(first.ok && (await authenticateSession(deps, first.value.token)).ok).toBe(false);
  });
});

describe('signIn', () => {
  it('opens a session for the right password: a 43-character token, stored only as its hash', async () => {
    const { deps, sessions } = setup();
    await setPassword(deps, { email: 'ada@example.test', password: 'correct horse' });
    const client = { userAgent: `Firefox/132.0 ${'x'.repeat(600)}`, ip: '203.0.113.9' };
    const signedIn = await signIn(deps, { email: 'Ada@Example.test', password: 'correct horse', client });
    if (!signedIn.ok) throw new Error('expected a session');
    const result = signedIn.value;
    expect(result.token).toMatch(/^[0-9A-Za-z]{43}$/);
    expect(result.user.id).toBe('usr_1');
    expect(sessions.rows).toEqual([
      {
        id: result.session.id,
        tokenHash: `sha(${result.token})`,
        userId: 'usr_1',
        createdAt: T0,
        expiresAt: T0 + WEB_SESSION_LIFETIME_MS,
        revokedAt: null,
        lastSeenAt: T0,
        userAgent: client.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
        ip: '203.0.113.9',
      },
    ]);
    expect(sessionActor(result.user, result.session)).toEqual({
      kind: 'user',
      userId: 'usr_1',
      email: 'ada@example.test',
      scope: 'read_write',
      credentialId: result.session.id,
    });
  });

  it('gives one answer for a wrong password, an unknown email and a user without a password', async () => {
    const { deps, sessions, passwords } = setup();
    await setPassword(deps, { email: 'ada@example.test', password: 'correct horse' });
    const invalid = { ok: false, error: { kind: 'Unauthenticated', reason: 'invalid' } };
    expect(await signIn(deps, { email: 'ada@example.test', password: 'wrong horse' })).toEqual(invalid);
    expect(await signIn(deps, { email: 'nobody@example.test', password: 'correct horse' })).toEqual(invalid);
    expect(await signIn(deps, { email: 'bo@example.test', password: 'correct horse' })).toEqual(invalid);
    expect(await signIn(deps, { email: '', password: '' })).toEqual(invalid);
    // Every attempt paid for a verification, the unknown ones against no hash (the decoy).
    expect(passwords.verified).toEqual(['hashed(correct horse)', null, null, null]);
    expect(sessions.rows).toEqual([]);
  });

  it('does the same work for a registered email as for an unknown one: one read, one verification (issue 11)', async () => {
    const workOf = async (email: string) => {
      const { deps } = setup();
      await setPassword(deps, { email: 'ada@example.test', password: 'correct horse' });
      const calls: string[] = [];
      const recorded = <T extends object>(name: string, target: T): T =>
        new Proxy(target, {
          get(object, property, receiver) {
            const value = Reflect.get(object, property, receiver);
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              calls.push(`${name}.${String(property)}`);
              return value.apply(object, args);
            };
          },
        });
      const watched = {
        ...deps,
        users: recorded('users', deps.users),
        sessions: recorded('sessions', deps.sessions),
        passwords: recorded('passwords', deps.passwords),
      };
      expect((await signIn(watched, { email, password: 'wrong horse' })).ok).toBe(false);
      return calls;
    };
    const registered = await workOf('ada@example.test');
    expect(registered).toEqual(['users.findWithPasswordHash', 'passwords.verify']);
    expect(await workOf('nobody@example.test')).toEqual(registered);
    expect(await workOf('')).toEqual(registered);
  });

  it('does not hash an over-long password at all', async () => {
    const { deps, passwords } = setup();
    const result = await signIn(deps, { email: 'ada@example.test', password: 'x'.repeat(10_000) });
    expect(result.ok).toBe(false);
    expect(passwords.verified).toEqual([]);
  });
});

describe('authenticateSession and signOut', () => {
  async function signedIn() {
    const context = setup();
    await setPassword(context.deps, { email: 'ada@example.test', password: 'correct horse' });
    const result = await signIn(context.deps, { email: 'ada@example.test', password: 'correct horse' });
    if (!result.ok) throw new Error('expected a session');
    return { ...context, token: result.value.token };
  }

  it('finds the live session and its user', async () => {
    const { deps, token } = await signedIn();
    const result = await authenticateSession(deps, token);
    expect(result.ok && result.value.user.id).toBe('usr_1');
  });

  it('is missing without a cookie, invalid for a malformed, unknown, expired or signed-out token', async () => {
    const { deps, token, clock } = await signedIn();
    const invalid = { ok: false, error: { kind: 'Unauthenticated', reason: 'invalid' } };
    expect(await authenticateSession(deps, undefined)).toEqual({
      ok: false,
      error: { kind: 'Unauthenticated', reason: 'missing' },
    });
    expect(await authenticateSession(deps, 'not a token')).toEqual(invalid);
    expect(await authenticateSession(deps, 'A'.repeat(43))).toEqual(invalid);
    clock.current = T0 + WEB_SESSION_LIFETIME_MS;
    expect(await authenticateSession(deps, token)).toEqual(invalid);
    clock.current = T0 + 1;
    await signOut(deps, token);
    expect(await authenticateSession(deps, token)).toEqual(invalid);
    await expect(signOut(deps, token)).resolves.toBeUndefined();
  });
});

describe('the account page: sessions and the password change', () => {
  async function twoSessions() {
    const context = setup();
    await setPassword(context.deps, { email: 'ada@example.test', password: 'correct horse' });
    const first = await signIn(context.deps, { email: 'ada@example.test', password: 'correct horse' });
    context.clock.current += 1000;
    const second = await signIn(context.deps, { email: 'ada@example.test', password: 'correct horse' });
    if (!first.ok || !second.ok) throw new Error('expected sessions');
    const owner = { userId: 'usr_1', sessionId: second.value.session.id };
    return { ...context, first: first.value, second: second.value, owner };
  }

  it('marks a session seen at most once a minute, from the address of the request', async () => {
    const { deps, sessions, first, clock } = await twoSessions();
    const client = { userAgent: 'Firefox', ip: '198.51.100.7' };
    clock.current = T0 + 59_999;
    await authenticateSession(deps, first.token, client);
    expect(sessions.rows[0]).toMatchObject({ lastSeenAt: T0, ip: null });
    clock.current = T0 + 60_000;
    const seen = await authenticateSession(deps, first.token, client);
    expect(seen.ok && seen.value.session.lastSeenAt).toBe(T0 + 60_000);
    expect(sessions.rows[0]).toMatchObject({ lastSeenAt: T0 + 60_000, ip: '198.51.100.7' });
  });

  it('lists the live sessions of the person, the last seen first, and signs out only their own', async () => {
    const { deps, first, second, owner } = await twoSessions();
    expect((await listMySessions(deps, owner)).map((session) => session.id)).toEqual([
      second.session.id,
      first.session.id,
    ]);
    const stranger = { userId: 'usr_2', sessionId: 'ses_x' };
    expect(await signOutSession(deps, stranger, first.session.id)).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'session' },
    });
    expect(await signOutSession(deps, owner, first.session.id)).toEqual({ ok: true, value: undefined });
    expect((await listMySessions(deps, owner)).map((session) => session.id)).toEqual([second.session.id]);
  });

  it('asks for the current password, names each bad field, and writes nothing then', async () => {
    const { deps, users, owner, passwords } = await twoSessions();
    const result = await changePassword(deps, owner, { currentPassword: 'wrong horse', password: 'short' });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [
          { path: ['current_password'], message: 'is not your current password' },
          { path: ['password'], message: 'must be at least 8 characters' },
        ],
      },
    });
    expect(users.passwordHashes.get('usr_1')).toBe('hashed(correct horse)');
    const long = await changePassword(deps, owner, {
      currentPassword: 'x'.repeat(300),
      password: 'long enough',
    });
    expect(long.ok).toBe(false);
    expect(passwords.verified.filter((hash) => hash === 'hashed(correct horse)')).toHaveLength(3);
  });

  it('sets the new password and signs out the other sessions, keeping the one it was changed in', async () => {
    const { deps, users, first, second, owner } = await twoSessions();
    const result = await changePassword(deps, owner, {
      currentPassword: 'correct horse',
      password: 'a new long password',
    });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(users.passwordHashes.get('usr_1')).toBe('hashed(a new long password)');
    expect((await authenticateSession(deps, first.token)).ok).toBe(false);
    expect((await authenticateSession(deps, second.token)).ok).toBe(true);
  });
});
