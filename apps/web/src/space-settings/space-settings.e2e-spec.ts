import type { Person } from '../../../api/src/members/testing/team.fixture';
import type { TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../testing/web-client';
import { startWebTestbed, type WebTestbed } from '../testing/web-team';

const KEY_IN_PAGE = /value="(svcs_[0-9A-Za-z]{36})"/;

describe('web space settings and API keys', () => {
  let testbed: WebTestbed | undefined;
  let api: TestApi;
  let owner: Person;
  let admin: Person;
  let member: Person;
  let stranger: Person;
  let spaceId: string;

  beforeAll(async () => {
    testbed = await startWebTestbed();
    api = testbed.api;
    ({ owner, admin, member, spaceId } = testbed.team);
    stranger = await aWebPerson(testbed.database, 'Stranger');
  }, 60_000);

  afterAll(async () => {
    await testbed?.close();
  });

  const settings = () => `/${spaceId}/settings`;
  const keys = () => `/${spaceId}/settings/api-keys`;

  it('shows owners and admins the way to API keys and automations', async () => {
    for (const person of [owner, admin]) {
      const browser = await WebClient.signedIn(api.url, person.email);
      const index = await browser.get(settings());
      expect(index.status).toBe(200);
      expect(index.html).toContain('<h1>Space settings</h1>');
      expect(index.html).toContain(`href="${keys()}"`);
      expect(index.html).toContain(`href="${settings()}/workflow/automations"`);
    }
  }, 30_000);

  it('shows a plain member the space, their role and whom to ask, without the API keys link', async () => {
    const browser = await WebClient.signedIn(api.url, member.email);
    const index = await browser.get(settings());
    expect(index.status).toBe(200);
    expect(index.html).toContain('<dd>Member</dd>');
    expect(index.html).toContain('Owners and admins manage this space');
    expect(index.html).not.toContain(`href="${keys()}"`);
    expect(index.html).toContain(`href="${settings()}/workflow/automations"`);
  }, 30_000);

  it('answers a stranger, and an unknown space, with the 404 page', async () => {
    const browser = await WebClient.signedIn(api.url, stranger.email);
    for (const path of [settings(), keys(), '/spc_unknown/settings']) {
      const response = await browser.get(path);
      expect(response.status).toBe(404);
      expect(response.html).toContain('Page not found');
    }
  }, 30_000);

  it('gives a plain member the 404 page for API keys, to read or change', async () => {
    const minted = await api.call('POST', `/v1/spaces/${spaceId}/api-keys`, {
      token: owner.rw,
      body: { name: 'kept', scope: 'read' },
    });
    const browser = await WebClient.signedIn(api.url, member.email);
    await browser.get(settings()); // a page with the session's form token
    const list = await browser.get(keys());
    expect(list.status).toBe(404);
    expect(list.html).not.toContain('kept');
    expect((await browser.post(keys(), { name: 'mine', scope: 'read' })).status).toBe(404);
    expect((await browser.post(`${keys()}/${minted.body.id}/revoke`)).status).toBe(404);
    expect((await api.call('GET', '/v1/spaces', { token: minted.body.key })).status).toBe(200);
  }, 30_000);

  it('lets an owner and an admin create a key shown once that acts as the space, and revoke it', async () => {
    for (const person of [owner, admin]) {
      const browser = await WebClient.signedIn(api.url, person.email);
      const empty = await browser.get(keys());
      expect(empty.status).toBe(200);
      expect(empty.html).toContain('<label for="name">Name</label>');
      const created = await browser.post(keys(), {
        name: `Audit of ${person.email}`,
        scope: 'read',
        expires_in_days: '90',
      });
      expect(created.status).toBe(201);
      expect(created.html).toContain('Copy it now: it will not be shown again.');
      const key = KEY_IN_PAGE.exec(created.html)?.[1] as string;
      const spaces = await api.call('GET', '/v1/spaces', { token: key });
      expect(spaces.body.items).toEqual([expect.objectContaining({ id: spaceId, role: null })]);

      const listed = await api.call('GET', `/v1/spaces/${spaceId}/api-keys`, { token: owner.rw });
      const record = listed.body.items.find(
        (item: { name: string }) => item.name === `Audit of ${person.email}`,
      );
      expect(record).toMatchObject({ scope: 'read', created_by: person.id });
      expect(record.expires_at - record.created_at).toBe(90 * 86_400_000);
      const page = await browser.get(keys());
      expect(page.html).not.toContain(key);
      expect(page.html).toContain(`action="${keys()}/${record.id}/revoke"`);

      const revoked = await browser.post(`${keys()}/${record.id}/revoke`);
      expect(revoked).toMatchObject({ status: 303, location: `${keys()}?revoked=${record.id}` });
      expect((await browser.get(revoked.location as string)).html).toContain('revoked.</div>');
      expect((await api.call('GET', '/v1/spaces', { token: key })).status).toBe(401);
    }
  }, 30_000);

  it('re-renders the key form with its messages and values, and refuses a forged form', async () => {
    const browser = await WebClient.signedIn(api.url, admin.email);
    await browser.get(keys());
    const refused = await browser.post(keys(), { name: '', scope: 'everything', expires_in_days: '-3' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('<p class="error" id="name-error">must not be blank</p>');
    expect(refused.html).toContain('<p class="error" id="scope-error">must be one of read, read_write</p>');
    expect(refused.html).toContain('id="expires_in_days-error"');
    expect(refused.html).toMatch(/id="expires_in_days"[^>]*value="-3"/);
    const forged = await browser.post(keys(), { _csrf: 'forged', name: 'x', scope: 'read' });
    expect(forged.status).toBe(403);
  }, 30_000);

  it("answers a key of another space, or a personal token's id, with the 404 page", async () => {
    const elsewhere = await api.call('POST', `/v1/spaces/${stranger.ownSpaceId}/api-keys`, {
      token: stranger.rw,
      body: { name: 'theirs', scope: 'read' },
    });
    const tokens = await api.call('GET', '/v1/tokens', { token: owner.rw });
    const browser = await WebClient.signedIn(api.url, owner.email);
    await browser.get(keys());
    for (const id of [elsewhere.body.id, tokens.body.items[0].id]) {
      expect((await browser.post(`${keys()}/${id}/revoke`)).status).toBe(404);
    }
    expect((await api.call('GET', '/v1/spaces', { token: elsewhere.body.key })).status).toBe(200);
  }, 30_000);
});
