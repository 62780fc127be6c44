import type { Database } from '@deal/persistence';
import type { TestSmtpServer } from '../../../../libs/node-adapters/src/testing/test-smtp-server';
import { startTestApi, testConfig } from '../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../testing/web-client';
import { startTestOidcProvider, type TestOidcProvider } from '../testing/test-oidc-provider';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { APP_URL, startEmailApps, type EmailApps } from '../../../../tools/e2e/testing/email-apps.fixture';
import { SSO_COOKIE_PREFIX, ssoCookieName } from './sso-state.cookie';

/**
 * docs/accounts.md "Single sign-on" end to end: the api started from its environment with OIDC_*
 * set, a real OpenID provider (`oidc-provider`) on 127.0.0.1 whose client requires PKCE, its login
 * and consent pages walked over HTTP, and invitations emailed over real SMTP.
 */
let provider: TestOidcProvider;
let apps: EmailApps | undefined;
let database: Database;
let smtp: TestSmtpServer;
let apiUrl: string;

const CALLBACK = `${APP_URL}/sign-in/oidc/callback`;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUris: [CALLBACK],
    name: 'Test Workspace',
    accounts: {
      grace: { email: 'Grace.Hopper@Example.TEST', email_verified: true, name: 'Grace Hopper' },
      ada: { email: 'ada@example.test', email_verified: true, name: 'Ada Lovelace' },
      linus: { email: 'linus@example.test', email_verified: true, name: 'Linus' },
      mallory: { email: 'grace.hopper@example.test', email_verified: false, name: 'Mallory' },
      stringly: { email: 'grace.hopper@example.test', email_verified: 'true', name: 'Mallory' },
      anonymous: { name: 'No Email' },
      stranger: { email: 'stranger@example.test', email_verified: true, name: 'Stranger' },
    },
  });
  apps = await startEmailApps({ ...provider.env, SIGN_IN_RATE_LIMIT: '1000' });
  ({ database, smtp, apiUrl } = apps);
  await runBootstrap(database, { email: 'grace.hopper@example.test', name: 'Grace Hopper' });
}, 60_000);

afterAll(async () => {
  await apps?.close();
  await provider?.close();
});

/** Follows "Sign in with …" from `startPath` to the provider and back: the callback's answer. */
async function signInWithProvider(browser: WebClient, startPath: string, login: string | null) {
  const started = await browser.get(startPath);
  expect(started.status).toBe(303);
  const back = new URL(await provider.signIn(started.location ?? '', login));
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  const callbackPath = `${back.pathname}${back.search}`;
  return { callbackPath, answer: await browser.get(callbackPath) };
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await database.dataSource.query(sql, params))[0]?.count);

it('the sign-in page offers "Sign in with …", which asks the provider with PKCE (S256), a state and a nonce', async () => {
  const browser = new WebClient(apiUrl);
  const form = await browser.get('/sign-in?next=%2Fspaces');
  expect(form.html).toContain('href="/sign-in/oidc?next=%2Fspaces"');
  expect(form.html).toContain('Sign in with Test Workspace');
  const started = await browser.get('/sign-in/oidc?next=%2Fspaces');
  const to = new URL(started.location ?? '');
  expect(`${to.origin}${to.pathname}`).toBe(`${provider.issuer}/auth`);
  expect(Object.fromEntries(to.searchParams)).toMatchObject({
    client_id: provider.clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge_method: 'S256',
    code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    state: expect.stringMatching(/^[\w-]{43}$/),
    nonce: expect.stringMatching(/^[\w-]{43}$/),
  });
  // The cookie is named after the state (two tabs keep two sign-ins): dps_sso_ and 16 characters.
  const name = ssoCookieName(to.searchParams.get('state') ?? '');
  expect(name).toMatch(/^dps_sso_[\w-]{16}$/);
  const cookie = started.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  expect(cookie).toMatch(/; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
  // The cookie is sealed: neither the verifier nor the state can be read from it.
  expect(cookie).not.toContain(to.searchParams.get('state'));
});

it('a verified email signs in the account with that email, whatever its case, with the session cookie of password sign-in', async () => {
  const browser = new WebClient(apiUrl);
  const before = await count(`SELECT count(*) FROM users`);
  const { answer } = await signInWithProvider(browser, '/sign-in/oidc?next=%2Fspaces', 'grace');
  expect(answer).toMatchObject({ status: 303, location: '/spaces' });
  const session = answer.headers.getSetCookie().find((line) => line.startsWith('dps_session='));
  expect(session).toMatch(/; HttpOnly; SameSite=Lax$/);
  expect(answer.headers.getSetCookie().find((line) => line.startsWith(SSO_COOKIE_PREFIX))).toMatch(
    /Max-Age=0/,
  );
  expect(browser.cookieNames().filter((name) => name.startsWith(SSO_COOKIE_PREFIX))).toEqual([]);
  const spaces = await browser.get('/spaces');
  expect(spaces.status).toBe(200);
  expect(spaces.html).toContain('grace.hopper@example.test');
  expect(await count(`SELECT count(*) FROM users`)).toBe(before);
});

it('an invitation accepted through the provider creates the account, with the name from the claims, and lands in the space', async () => {
  const owner = await aWebPerson(database, 'Owner One');
  const browser = await WebClient.signedIn(apiUrl, owner.email);
  await browser.get(`/${owner.ownSpaceId}/settings`);
  await browser.post(`/${owner.ownSpaceId}/settings/invitations`, {
    email: 'ada@example.test',
    role: 'member',
  });
  const email = (await smtp.waitFor(1)).find((one) => one.to.includes('ada@example.test'));
  const link = new URL(email?.links[0] ?? '').pathname;

  const ada = new WebClient(apiUrl);
  const page = await ada.get(link);
  expect(page.html).toContain(`href="${link}/oidc"`);
  const { answer, callbackPath } = await signInWithProvider(ada, `${link}/oidc`, 'ada');
  expect(answer).toMatchObject({ status: 303, location: `/${owner.ownSpaceId}/deals` });
  expect((await ada.get(`/${owner.ownSpaceId}/deals`)).status).toBe(200);
  const [member] = await database.dataSource.query(
    `SELECT u.name, u.password_hash, m.role FROM users u JOIN memberships m ON m.user_id = u.id
      WHERE u.email = 'ada@example.test' AND m.space_id = $1`,
    [owner.ownSpaceId],
  );
  expect(member).toEqual({ name: 'Ada Lovelace', password_hash: null, role: 'member' });
  expect((await new WebClient(apiUrl).get(link)).status).toBe(404);
  // The callback is finished once: again in the same browser, its state cookie is gone.
  expect((await ada.get(callbackPath)).status).toBe(400);
});

it('an existing account accepts an invitation through the provider', async () => {
  const owner = await aWebPerson(database, 'Owner Two');
  await runBootstrap(database, { email: 'linus@example.test', name: 'Linus' });
  const browser = await WebClient.signedIn(apiUrl, owner.email);
  await browser.get(`/${owner.ownSpaceId}/settings`);
  await browser.post(`/${owner.ownSpaceId}/settings/invitations`, {
    email: 'linus@example.test',
    role: 'admin',
  });
  const emails = await smtp.waitFor(2);
  const link = new URL(emails.find((one) => one.to.includes('linus@example.test'))?.links[0] ?? '').pathname;
  const { answer } = await signInWithProvider(new WebClient(apiUrl), `${link}/oidc`, 'linus');
  expect(answer).toMatchObject({ status: 303, location: `/${owner.ownSpaceId}/deals` });
  const [role] = await database.dataSource.query(
    `SELECT m.role FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE u.email = 'linus@example.test' AND m.space_id = $1`,
    [owner.ownSpaceId],
  );
  expect(role).toEqual({ role: 'admin' });
});

it('refuses an unverified, a "true"-string or a missing email, and an email without an account; nothing is written', async () => {
  const cases = [
    ['mallory', 'Email address not verified'],
    ['stringly', 'Email address not verified'],
    ['anonymous', 'No email address'],
    ['stranger', 'No account uses stranger@example.test'],
  ] as const;
  for (const [login, message] of cases) {
    const users = await count(`SELECT count(*) FROM users`);
    const sessions = await count(`SELECT count(*) FROM web_sessions`);
    const browser = new WebClient(apiUrl);
    const { answer } = await signInWithProvider(browser, '/sign-in/oidc', login);
    expect({ login, status: answer.status }).toEqual({ login, status: 403 });
    expect(answer.html).toContain(message);
    expect(browser.cookie('dps_session')).toBeUndefined();
    expect(browser.cookieNames().filter((name) => name.startsWith(SSO_COOKIE_PREFIX))).toEqual([]);
    expect(await count(`SELECT count(*) FROM users`)).toBe(users);
    expect(await count(`SELECT count(*) FROM web_sessions`)).toBe(sessions);
  }
});

it('two sign-ins started in two tabs of one browser each finish, whichever comes back first', async () => {
  const browser = new WebClient(apiUrl);
  const first = await browser.get('/sign-in/oidc?next=%2Fspaces');
  const second = await browser.get('/sign-in/oidc?next=%2Faccount');
  expect(browser.cookieNames().filter((name) => name.startsWith(SSO_COOKIE_PREFIX))).toHaveLength(2);
  // The first tab comes back after the second one started: its own cookie is still there.
  const firstBack = new URL(await provider.signIn(first.location ?? '', 'grace'));
  const answer = await browser.get(`${firstBack.pathname}${firstBack.search}`);
  expect(answer).toMatchObject({ status: 303, location: '/spaces' });
  // Only the finished sign-in's cookie is cleared; the other tab can still finish.
  const left = browser.cookieNames().filter((name) => name.startsWith(SSO_COOKIE_PREFIX));
  expect(left).toEqual([ssoCookieName(new URL(second.location ?? '').searchParams.get('state') ?? '')]);
  const secondBack = new URL(await provider.signIn(second.location ?? '', 'grace'));
  expect(await browser.get(`${secondBack.pathname}${secondBack.search}`)).toMatchObject({
    status: 303,
    location: '/account',
  });
});

it('keeps at most 3 sign-ins under way in one browser: starting a fourth clears the oldest', async () => {
  const browser = new WebClient(apiUrl);
  const names: string[] = [];
  for (let n = 0; n < 5; n++) {
    const started = await browser.get('/sign-in/oidc');
    names.push(ssoCookieName(new URL(started.location ?? '').searchParams.get('state') ?? ''));
  }
  expect(browser.cookieNames().filter((name) => name.startsWith(SSO_COOKIE_PREFIX))).toEqual(names.slice(2));
});

it('refuses a callback whose state is missing or far too long, before asking the provider', async () => {
  for (const query of ['?code=abc', `?code=abc&state=${'s'.repeat(300)}`]) {
    const answer = await new WebClient(apiUrl).get(`/sign-in/oidc/callback${query}`);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('Sign-in expired');
  }
});

it('a person who cancels at the provider comes back to a clear page, signed out', async () => {
  const sessions = await count(`SELECT count(*) FROM web_sessions`);
  const browser = new WebClient(apiUrl);
  const { answer, callbackPath } = await signInWithProvider(browser, '/sign-in/oidc', null);
  expect(callbackPath).toContain('error=access_denied');
  expect(answer.status).toBe(400);
  expect(answer.html).toContain('Test Workspace did not sign you in (access_denied). Start again.');
  expect(answer.html).toContain('href="/sign-in"');
  expect(browser.cookie('dps_session')).toBeUndefined();
  expect(await count(`SELECT count(*) FROM web_sessions`)).toBe(sessions);
});

it('refuses a tampered state, a callback from another browser, a forged cookie, and a replayed callback', async () => {
  const sessions = await count(`SELECT count(*) FROM web_sessions`);
  const browser = new WebClient(apiUrl);
  const started = await browser.get('/sign-in/oidc');
  const back = new URL(await provider.signIn(started.location ?? '', 'grace'));
  const state = back.searchParams.get('state') ?? '';
  const cookieName = ssoCookieName(state);
  const sealed = browser.cookie(cookieName) ?? '';
  expect(sealed).not.toBe('');

  const tampered = new URL(back);
  // One character changed, to one it surely was not (a fixed 'A' left 1 state in 64 untouched).
  tampered.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);
  const wrongState = await browser.get(`${tampered.pathname}${tampered.search}`);
  expect(wrongState.status).toBe(400);
  expect(wrongState.html).toContain('Sign-in expired');

  const path = `${back.pathname}${back.search}`;
  expect((await new WebClient(apiUrl).get(path)).status).toBe(400);
  const forged = await fetch(`${apiUrl}${path}`, {
    redirect: 'manual',
    headers: { cookie: `${cookieName}=${sealed.slice(0, -2)}AA` },
  });
  expect(forged.status).toBe(400);

  // The real cookie and the real code sign in once; the same pair again is refused by the provider,
  // which takes each code once (and nothing is written).
  const once = await fetch(`${apiUrl}${path}`, {
    redirect: 'manual',
    headers: { cookie: `${cookieName}=${sealed}` },
  });
  expect(once.status).toBe(303);
  expect(await count(`SELECT count(*) FROM web_sessions`)).toBe(sessions + 1);
  const replayed = await fetch(`${apiUrl}${path}`, {
    redirect: 'manual',
    headers: { cookie: `${cookieName}=${sealed}` },
  });
  expect(replayed.status).toBe(400);
  expect(await replayed.text()).toContain('did not sign you in (invalid_grant)');
  expect(await count(`SELECT count(*) FROM web_sessions`)).toBe(sessions + 1);
});

it('refuses an invitation for another email than the provider verified', async () => {
  const owner = await aWebPerson(database, 'Owner Three');
  const browser = await WebClient.signedIn(apiUrl, owner.email);
  await browser.get(`/${owner.ownSpaceId}/settings`);
  await browser.post(`/${owner.ownSpaceId}/settings/invitations`, {
    email: 'someone@example.test',
    role: 'member',
  });
  const emails = await smtp.waitFor(3);
  const link = new URL(emails.find((one) => one.to.includes('someone@example.test'))?.links[0] ?? '')
    .pathname;
  const { answer } = await signInWithProvider(new WebClient(apiUrl), `${link}/oidc`, 'stranger');
  expect(answer.status).toBe(403);
  expect(answer.html).toContain('This invitation is for someone@example.test');
  expect(await count(`SELECT count(*) FROM users WHERE email = 'stranger@example.test'`)).toBe(0);
  expect((await new WebClient(apiUrl).get(link)).status).toBe(200);
});

it('without OIDC settings there is no button, and the routes are 404', async () => {
  const plain = await startTestApi(database, testConfig());
  try {
    const browser = new WebClient(plain.url);
    expect((await browser.get('/sign-in')).html).not.toContain('Sign in with');
    expect((await browser.get('/sign-in/oidc')).status).toBe(404);
    expect((await browser.get('/sign-in/oidc/callback?code=x&state=y')).status).toBe(404);
  } finally {
    await plain.close();
  }
});
