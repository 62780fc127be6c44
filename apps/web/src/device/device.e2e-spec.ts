import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import type { Person } from '../../../api/src/members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../testing/web-client';

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

describe('web device approval', () => {
  let database: Database;
  let api: TestApi;
  let person: Person;

  beforeAll(async () => {
    database = await openTestDatabase();
    api = await startTestApi(database);
    person = await aWebPerson(database, 'Device Person');
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  async function startLogin(scope: 'read' | 'read_write' = 'read_write') {
    const started = await api.call('POST', '/v1/device/code', { body: { scope } });
    expect(started.status).toBe(200);
    return started.body as { device_code: string; user_code: string; verification_uri_complete: string };
  }

  const poll = (deviceCode: string) =>
    api.call('POST', '/v1/device/token', { body: { grant_type: GRANT, device_code: deviceCode } });

  it('sends a signed-out visitor to sign in and back to the link with the code', async () => {
    const login = await startLogin();
    const link = new URL(login.verification_uri_complete);
    expect(link.pathname).toBe('/device');
    const here = `${link.pathname}${link.search}`;
    expect(await new WebClient(api.url).get(here)).toMatchObject({
      status: 303,
      location: `/sign-in?next=${encodeURIComponent(here)}`,
    });
  }, 30_000);

  it('approves through the page: the code pre-filled, the scope shown, then the device gets its token', async () => {
    const login = await startLogin('read');
    const browser = await WebClient.signedIn(api.url, person.email);
    const form = await browser.get(`/device?user_code=${login.user_code}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('<label for="user_code">Code shown on the device</label>');
    expect(form.html).toContain(`value="${login.user_code}"`);
    const confirm = await browser.post('/device', { user_code: login.user_code.toLowerCase() });
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain('<h1>Approve this device?</h1>');
    expect(confirm.html).toContain('<strong>Read only</strong>');
    expect(confirm.html).toContain(login.user_code);
    expect((await poll(login.device_code)).body).toMatchObject({ error: 'authorization_pending' });

    const approved = await browser.post('/device/answer', {
      user_code: login.user_code,
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    expect(approved.html).toContain('Return to your terminal.');
    const collected = await poll(login.device_code);
    expect(collected).toMatchObject({ status: 200, body: { token_type: 'Bearer', scope: 'read' } });
    expect((await api.call('GET', '/v1/spaces', { token: collected.body.access_token })).status).toBe(200);

    const again = await browser.post('/device/answer', { user_code: login.user_code, decision: 'deny' });
    expect(again.status).toBe(409);
    expect(again.html).toContain('user code was already approved');
  }, 30_000);

  it('denies through the page, and the device hears access_denied', async () => {
    const login = await startLogin();
    const browser = await WebClient.signedIn(api.url, person.email);
    await browser.get('/device');
    const confirm = await browser.post('/device', { user_code: login.user_code });
    expect(confirm.html).toContain('<strong>Read and write</strong>');
    const denied = await browser.post('/device/answer', { user_code: login.user_code, decision: 'deny' });
    expect(denied.status).toBe(200);
    expect(denied.html).toContain('<h1>Device login denied</h1>');
    expect(await poll(login.device_code)).toMatchObject({ status: 400, body: { error: 'access_denied' } });
  }, 30_000);

  it('tells a malformed and an unknown code apart, next to the field, keeping what was typed', async () => {
    const browser = await WebClient.signedIn(api.url, person.email);
    await browser.get('/device');
    const malformed = await browser.post('/device', { user_code: 'abc-123' });
    expect(malformed.status).toBe(400);
    expect(malformed.html).toContain('id="user_code-error">This code must be 8 letters');
    expect(malformed.html).toContain('value="abc-123"');
    const unknown = await browser.post('/device', { user_code: 'ZZZZ-ZZZZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain('This code matches no device login');
    expect(unknown.html).toContain('After 5 wrong codes within 15 minutes');
  }, 30_000);

  it('says when a code has expired, in words other than a wrong code', async () => {
    let now = Date.now();
    const clocked = await startTestApi(database, testConfig(), { now: () => now });
    try {
      const started = await clocked.call('POST', '/v1/device/code', { body: {} });
      const browser = await WebClient.signedIn(clocked.url, person.email);
      await browser.get('/device');
      now += 900_000;
      const expired = await browser.post('/device', { user_code: started.body.user_code });
      expect(expired.status).toBe(400);
      expect(expired.html).toContain('This code has expired; start the login on the device again.');
      expect(expired.html).not.toContain('After 5 wrong codes');
    } finally {
      await clocked.close();
    }
  }, 30_000);

  it('locks a person out after 5 wrong codes, even for the right one, while others still approve', async () => {
    const guesser = await aWebPerson(database, 'Guesser');
    const login = await startLogin();
    const browser = await WebClient.signedIn(api.url, guesser.email);
    await browser.get('/device');
    for (let i = 0; i < 5; i++) {
      expect((await browser.post('/device', { user_code: 'ZZZZ-ZZZZ' })).status).toBe(400);
    }
    for (const attempt of [
      () => browser.post('/device', { user_code: login.user_code }),
      () => browser.post('/device/answer', { user_code: login.user_code, decision: 'approve' }),
    ]) {
      const locked = await attempt();
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(locked.html).toContain('Too many wrong codes.');
    }
    const other = await WebClient.signedIn(api.url, person.email);
    await other.get('/device');
    expect((await other.post('/device', { user_code: login.user_code })).status).toBe(200);
  }, 30_000);

  it('refuses an answer without the session form token, or with no decision', async () => {
    const login = await startLogin();
    const browser = await WebClient.signedIn(api.url, person.email);
    await browser.get('/device');
    const forged = await browser.post('/device/answer', {
      _csrf: 'forged',
      user_code: login.user_code,
      decision: 'approve',
    });
    expect(forged.status).toBe(403);
    expect((await browser.post('/device/answer', { user_code: login.user_code })).status).toBe(400);
    expect((await poll(login.device_code)).body).toMatchObject({ error: 'authorization_pending' });
  }, 30_000);
});
