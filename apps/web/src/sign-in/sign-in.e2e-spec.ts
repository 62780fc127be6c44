import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import type { Person } from '../../../api/src/members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, TEST_PASSWORD, WebClient } from '../testing/web-client';

describe('web sign-in', () => {
  let database: Database;
  let api: TestApi;
  let person: Person;

  beforeAll(async () => {
    database = await openTestDatabase();
    api = await startTestApi(database, testConfig());
    person = await aWebPerson(database);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it('sends a visitor without a session to sign in, and back to the page afterwards', async () => {
    const browser = new WebClient(api.url);
    const deals = '/spaces?view=all';
    expect(await browser.get(deals)).toMatchObject({
      status: 303,
      location: `/sign-in?next=${encodeURIComponent(deals)}`,
    });
    const form = await browser.get(`/sign-in?next=${encodeURIComponent(deals)}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('<label for="email">Email</label>');
    expect(form.html).toContain('<label for="password">Password</label>');
    const signedIn = await browser.post('/sign-in', {
      email: person.email,
      password: TEST_PASSWORD,
      next: deals,
    });
    expect(signedIn).toMatchObject({ status: 303, location: deals });
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('dps_session='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/); // served over http here
    expect((await browser.get('/spaces')).status).toBe(200);
  });

  it('answers a wrong password, an unknown email and an empty form with one generic message', async () => {
    for (const fields of [
      { email: person.email, password: 'wrong password' },
      { email: 'nobody@example.test', password: TEST_PASSWORD },
      { email: '', password: '' },
    ]) {
      const browser = new WebClient(api.url);
      await browser.get('/sign-in');
      const response = await browser.post('/sign-in', fields);
      expect(response.status).toBe(401);
      expect(response.html).toContain('Incorrect email or password.');
      expect(browser.cookie('dps_session')).toBeUndefined();
    }
  });

  it('refuses a sign-in without the form token, or from another origin (login CSRF)', async () => {
    const browser = new WebClient(api.url);
    await browser.get('/sign-in');
    expect(
      (await browser.post('/sign-in', { _csrf: 'forged', email: person.email, password: TEST_PASSWORD }))
        .status,
    ).toBe(403);
    const foreign = await browser.post(
      '/sign-in',
      { email: person.email, password: TEST_PASSWORD },
      { origin: 'https://evil.test' },
    );
    expect(foreign.status).toBe(403);
    expect(browser.cookie('dps_session')).toBeUndefined();
  });

  it('never sends a browser elsewhere after sign-in (no open redirect)', async () => {
    for (const next of ['//evil.test/', '/\\evil.test', 'https://evil.test/', 'javascript:alert(1)']) {
      const browser = new WebClient(api.url);
      await browser.get('/sign-in');
      const response = await browser.post('/sign-in', { email: person.email, password: TEST_PASSWORD, next });
      expect(response).toMatchObject({ status: 303, location: '/' });
    }
  });

  it('sends a browser back to a path with any characters in it, percent-encoded (issue 11: 500 before)', async () => {
    const cases = [
      ['/€', '/%E2%82%AC'],
      ['/spaces?q=Łódź', '/spaces?q=%C5%81%C3%B3d%C5%BA'],
      ['/deals/%E2%82%AC', '/deals/%E2%82%AC'],
      ['/\u0001x', '/%01x'],
    ];
    for (const [next, location] of cases) {
      const browser = new WebClient(api.url);
      await browser.get('/sign-in');
      const response = await browser.post('/sign-in', { email: person.email, password: TEST_PASSWORD, next });
      expect({ next, ...response }).toMatchObject({ next, status: 303, location });
      expect(await browser.get(`/sign-in?next=${encodeURIComponent(next as string)}`)).toMatchObject({
        status: 303,
        location,
      });
    }
  });

  it('needs the session CSRF token on every change, and signs out for good', async () => {
    const browser = await WebClient.signedIn(api.url, person.email);
    const token = browser.cookie('dps_session') as string;
    expect((await browser.post('/sign-out', { _csrf: 'forged' })).status).toBe(403);
    expect((await browser.get('/spaces')).status).toBe(200);
    expect(await browser.post('/sign-out')).toMatchObject({ status: 303, location: '/sign-in' });
    const replay = await fetch(`${api.url}/spaces`, {
      headers: { cookie: `dps_session=${token}` },
      redirect: 'manual',
    });
    expect(replay.status).toBe(303);
  });

  it('sends pages with a strict content security policy and no caching', async () => {
    const response = await new WebClient(api.url).get('/sign-in');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.html).not.toMatch(/<script>/);
  });

  it('limits sign-in attempts per address: 429 with Retry-After once over the limit', async () => {
    const limited = await startTestApi(
      database,
      testConfig({ signInRateLimit: { limit: 3, windowSeconds: 300 } }),
    );
    try {
      const browser = new WebClient(limited.url);
      await browser.get('/sign-in');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push(
          (await browser.post('/sign-in', { email: person.email, password: 'wrong password' })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const blocked = await browser.post('/sign-in', { email: person.email, password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.html).toContain('Too many sign-in attempts');
    } finally {
      await limited.close();
    }
  });

  it('serves the stylesheet and script, cacheable for good under their versioned URL', async () => {
    const html = (await new WebClient(api.url).get('/sign-in')).html;
    const css = /href="(\/assets\/app\.css\?v=[0-9a-f]{12})"/.exec(html)?.[1];
    expect(css).toBeDefined();
    const response = await fetch(`${api.url}${css}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${api.url}/assets/nothing.css`)).status).toBe(404);
  });
});
