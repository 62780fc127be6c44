import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import type { Person } from '../../../api/src/members/testing/team.fixture';
import { startTestApi, type TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../testing/web-client';

const TOKEN_IN_PAGE = /value="(svcp_[0-9A-Za-z]{36})"/;

describe('web account tokens', () => {
  let database: Database;
  let api: TestApi;
  let person: Person;
  let other: Person;

  beforeAll(async () => {
    database = await openTestDatabase();
    api = await startTestApi(database);
    person = await aWebPerson(database, 'Token Person');
    other = await aWebPerson(database, 'Other Person');
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  /** Signed in as the person, on the tokens page: the next form sent carries its CSRF token. */
  async function onTokensPage(): Promise<WebClient> {
    const browser = await WebClient.signedIn(api.url, person.email);
    await browser.get('/account/tokens');
    return browser;
  }

  it('lists the tokens with their state, and has a labelled create form', async () => {
    const browser = await WebClient.signedIn(api.url, person.email);
    expect((await browser.get('/account')).html).toContain(
      '<a href="/account/tokens">Personal access tokens</a>',
    );
    const listed = await browser.get('/account/tokens');
    expect(listed.status).toBe(200);
    expect(listed.html).toContain('<h1>Personal access tokens</h1>');
    expect(listed.html).toContain('<label for="name">Name</label>');
    expect(listed.html).toContain('<legend>Scope</legend>');
    expect(listed.html).toContain('<label for="expires_in_days">Expires after (days)</label>');
    expect(listed.html).toContain('<th scope="col">Last used</th>');
    // The bootstrap tokens of the fixture, never their secrets.
    expect(listed.html).toContain('<span class="badge ok">Active</span>');
    expect(listed.html).not.toContain(person.rw);
  }, 30_000);

  it('creates a token shown once, which works on the API until it is revoked from the page', async () => {
    const browser = await onTokensPage();
    const created = await browser.post('/account/tokens', {
      name: '  Laptop CLI ',
      scope: 'read_write',
      expires_in_days: '30',
    });
    expect(created.status).toBe(201);
    expect(created.html).toContain('Copy it now: it will not be shown again.');
    expect(created.html).toContain('data-copy="new-token"');
    const token = TOKEN_IN_PAGE.exec(created.html)?.[1] as string;
    expect(token).toBeDefined();
    expect((await api.call('GET', '/v1/spaces', { token })).status).toBe(200);

    const records = await api.call('GET', '/v1/tokens', { token: person.rw });
    const record = records.body.items.find((item: { name: string }) => item.name === 'Laptop CLI');
    expect(record).toMatchObject({ scope: 'read_write', revoked_at: null });
    expect(record.expires_at - record.created_at).toBe(30 * 86_400_000);

    const again = await browser.get('/account/tokens');
    expect(again.html).toContain('Laptop CLI');
    expect(again.html).not.toContain(token);
    expect(again.html).toContain(`action="/account/tokens/${record.id}/revoke"`);
    expect(again.html).toContain('data-confirm="Revoke the token');

    const revoked = await browser.post(`/account/tokens/${record.id}/revoke`);
    expect(revoked).toMatchObject({ status: 303, location: `/account/tokens?revoked=${record.id}` });
    const after = await browser.get(revoked.location as string);
    expect(after.html).toContain('Token &quot;Laptop CLI&quot; revoked.');
    expect(after.html).toContain('<span class="badge failed">Revoked</span>');
    expect(after.html).not.toContain(`action="/account/tokens/${record.id}/revoke"`);
    expect((await api.call('GET', '/v1/spaces', { token })).status).toBe(401);
  }, 30_000);

  it('creates a read token that never expires when the expiry is left empty', async () => {
    const browser = await onTokensPage();
    const created = await browser.post('/account/tokens', {
      name: 'Reports',
      scope: 'read',
      expires_in_days: '',
    });
    expect(created.status).toBe(201);
    const token = TOKEN_IN_PAGE.exec(created.html)?.[1] as string;
    const write = await api.call('POST', '/v1/tokens', { token, body: { name: 'x', scope: 'read' } });
    expect(write.status).toBe(403);
    const records = await api.call('GET', '/v1/tokens', { token });
    expect(records.body.items.find((item: { name: string }) => item.name === 'Reports')).toMatchObject({
      scope: 'read',
      expires_at: null,
    });
  }, 30_000);

  it('re-renders the form with each message next to its field and the values kept', async () => {
    const browser = await onTokensPage();
    const refused = await browser.post('/account/tokens', {
      name: '   ',
      scope: 'admin',
      expires_in_days: '0',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('<p class="error" id="name-error">must not be blank</p>');
    expect(refused.html).toContain('<p class="error" id="scope-error">must be one of read, read_write</p>');
    expect(refused.html).toContain(
      '<p class="error" id="expires_in_days-error">must be an integer from 1 to 3650</p>',
    );
    expect(refused.html).toMatch(/id="expires_in_days"[^>]*value="0"/);
    for (const days of ['3651', '1.5', 'soon']) {
      const response = await browser.post('/account/tokens', {
        name: 'ok',
        scope: 'read',
        expires_in_days: days,
      });
      expect(response.status).toBe(400);
      expect(response.html).toContain('id="expires_in_days-error"');
      expect(response.html).toMatch(/id="name"[^>]*value="ok"/);
      expect(response.html).toMatch(/value="read" checked/);
    }
    const tooLong = await browser.post('/account/tokens', { name: 'x'.repeat(101), scope: 'read' });
    expect(tooLong.html).toContain('must be at most 100 characters');
  }, 30_000);

  it("answers another person's token, and an unknown id, with the 404 page", async () => {
    const theirs = await api.call('POST', '/v1/tokens', {
      token: other.rw,
      body: { name: 'mine', scope: 'read' },
    });
    const browser = await onTokensPage();
    for (const id of [theirs.body.id, 'tok_unknown']) {
      const response = await browser.post(`/account/tokens/${id}/revoke`);
      expect(response.status).toBe(404);
      expect(response.html).toContain('Page not found');
    }
    expect((await api.call('GET', '/v1/spaces', { token: theirs.body.token })).status).toBe(200);
  }, 30_000);

  it('refuses a create or revoke without the session form token', async () => {
    const browser = await WebClient.signedIn(api.url, person.email);
    const forged = await browser.post('/account/tokens', { _csrf: 'forged', name: 'x', scope: 'read' });
    expect(forged.status).toBe(403);
    expect(forged.html).not.toMatch(/svcp_/);
    const signedOut = new WebClient(api.url);
    expect(await signedOut.get('/account/tokens')).toMatchObject({
      status: 303,
      location: '/sign-in?next=%2Faccount%2Ftokens',
    });
  }, 30_000);
});
