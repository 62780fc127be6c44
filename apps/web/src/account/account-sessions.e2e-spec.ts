import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import type { Person } from '../../../api/src/members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, TEST_PASSWORD, WebClient } from '../testing/web-client';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * The account page's sessions and password change (docs/accounts.md "Sessions you can see"), over
 * real HTTP with a clock the test moves. PGlite, or DATABASE_URL.
 */
describe('account: sessions you can see, and the password change', () => {
  let database: Database;
  let api: TestApi;
  const clock = { current: Date.UTC(2026, 10, 27, 9), now: () => clock.current };

  beforeAll(async () => {
    database = await openTestDatabase();
    api = await startTestApi(database, testConfig(), clock);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  const sessionsOf = async (person: Person) =>
    (await database.dataSource.query(
      `SELECT id, user_agent, ip, created_at, last_seen_at, revoked_at FROM web_sessions
        WHERE user_id = $1 ORDER BY created_at, id`,
      [person.id],
    )) as {
      id: string;
      user_agent: string | null;
      ip: string | null;
      created_at: Date;
      last_seen_at: Date;
      revoked_at: Date | null;
    }[];

  it('lists each browser with when it signed in, when it was last seen and from where, this one marked', async () => {
    const person = await aWebPerson(database, 'Sessions Person');
    const firefox = await WebClient.signedIn(api.url, person.email, TEST_PASSWORD, { 'user-agent': FIREFOX });
    clock.current += 5 * 60_000;
    await WebClient.signedIn(api.url, person.email, TEST_PASSWORD, { 'user-agent': SAFARI });
    const page = await firefox.get('/account');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h2>Where you are signed in</h2>');
    expect(page.html).toMatch(/Firefox on Windows <span class="badge ok">This browser<\/span>/);
    expect(page.html).toContain('Safari on iOS');
    expect(page.html).toContain('<td class="mono">127.0.0.1</td>');
    expect(page.html).toContain(`title="${FIREFOX}"`);
    const rows = await sessionsOf(person);
    expect(rows.map((row) => row.user_agent)).toEqual([FIREFOX, SAFARI]);
    expect(rows.every((row) => row.ip === '127.0.0.1' || row.ip === '::ffff:127.0.0.1')).toBe(true);
  });

  it('writes the last-seen time at most once a minute', async () => {
    const person = await aWebPerson(database, 'Seen Person');
    const browser = await WebClient.signedIn(api.url, person.email);
    const [signedIn] = await sessionsOf(person);
    clock.current += 30_000;
    await browser.get('/spaces');
    expect((await sessionsOf(person))[0]?.last_seen_at).toEqual(signedIn?.last_seen_at);
    clock.current += 30_000;
    await browser.get('/spaces');
    expect((await sessionsOf(person))[0]?.last_seen_at.getTime()).toBe(clock.current);
    const page = await browser.get('/account');
    expect(page.html).toContain(
      `<td>${new Date(clock.current).toISOString().slice(0, 16).replace('T', ' ')} UTC</td>`,
    );
  });

  it('signs out another browser, and everywhere; someone else’s session is not theirs to end', async () => {
    const person = await aWebPerson(database, 'Sign Out Person');
    const here = await WebClient.signedIn(api.url, person.email, TEST_PASSWORD, { 'user-agent': FIREFOX });
    const there = await WebClient.signedIn(api.url, person.email, TEST_PASSWORD, { 'user-agent': SAFARI });
    const other = await aWebPerson(database, 'Other Person');
    const theirs = await WebClient.signedIn(api.url, other.email);
    const [, thereSession] = await sessionsOf(person);
    const [theirSession] = await sessionsOf(other);

    await here.get('/account');
    const refused = await here.post(`/account/sessions/${theirSession?.id}/sign-out`);
    expect(refused.status).toBe(404);
    expect((await theirs.get('/spaces')).status).toBe(200);

    expect(await here.post(`/account/sessions/${thereSession?.id}/sign-out`)).toMatchObject({
      status: 303,
      location: '/account?done=signed-out',
    });
    expect((await there.get('/spaces')).status).toBe(303);
    const after = await here.get('/account?done=signed-out');
    expect(after.html).toContain('That browser was signed out.');
    expect(after.html).not.toContain('Safari on iOS');

    const third = await WebClient.signedIn(api.url, person.email);
    await here.get('/account');
    expect(await here.post('/account/sessions/sign-out-all')).toMatchObject({
      status: 303,
      location: '/sign-in',
    });
    expect((await here.get('/spaces')).status).toBe(303);
    expect((await third.get('/spaces')).status).toBe(303);
    expect((await theirs.get('/spaces')).status).toBe(200);
    expect((await sessionsOf(person)).every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('needs the session’s CSRF token to sign a browser out', async () => {
    const person = await aWebPerson(database, 'Csrf Person');
    const browser = await WebClient.signedIn(api.url, person.email);
    const [session] = await sessionsOf(person);
    expect(
      (await browser.post(`/account/sessions/${session?.id}/sign-out`, { _csrf: 'forged' })).status,
    ).toBe(403);
    expect((await browser.post('/account/sessions/sign-out-all', { _csrf: 'forged' })).status).toBe(403);
    expect((await browser.get('/spaces')).status).toBe(200);
  });

  it('changes the password only with the current one; the other browsers are signed out, this one stays', async () => {
    const person = await aWebPerson(database, 'Password Person');
    const here = await WebClient.signedIn(api.url, person.email);
    const there = await WebClient.signedIn(api.url, person.email);
    const token = await api.call('GET', '/v1/spaces', { token: person.rw });
    expect(token.status).toBe(200);
    const hashBefore = await passwordHashOf(person);

    await here.get('/account');
    const wrong = await here.post('/account/password', {
      current_password: 'not the password',
      password: 'short',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(
      '<p class="error" id="current_password-error">is not your current password</p>',
    );
    expect(wrong.html).toContain('<p class="error" id="password-error">must be at least 8 characters</p>');
    const missing = await here.post('/account/password', { password: 'a new long password' });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('id="current_password-error"');
    expect(await passwordHashOf(person)).toBe(hashBefore);
    expect((await there.get('/spaces')).status).toBe(200);

    const changed = await here.post('/account/password', {
      current_password: TEST_PASSWORD,
      password: 'a new long password',
    });
    expect(changed).toMatchObject({ status: 303, location: '/account?done=password-changed' });
    expect((await here.get('/account?done=password-changed')).html).toContain('Password changed.');
    expect((await there.get('/spaces')).status).toBe(303);
    expect((await api.call('GET', '/v1/spaces', { token: person.rw })).status).toBe(200);
    await WebClient.signedIn(api.url, person.email, 'a new long password');
    await expect(WebClient.signedIn(api.url, person.email)).rejects.toThrow('sign-in failed: 401');
  });

  async function passwordHashOf(person: Person): Promise<string> {
    const [row] = await database.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [
      person.id,
    ]);
    return row.password_hash;
  }
});
