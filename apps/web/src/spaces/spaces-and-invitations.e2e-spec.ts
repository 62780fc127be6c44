import type { Database } from '@deal/persistence';
import { join, type Person } from '../../../api/src/members/testing/team.fixture';
import type { TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../testing/web-client';
import { startWebTestbed, type WebTestbed } from '../testing/web-team';

describe('web: new spaces, renaming and invitations', () => {
  let testbed: WebTestbed | undefined;
  let database: Database;
  let api: TestApi;
  let owner: Person;
  let admin: Person;
  let member: Person;
  let invitee: Person;
  let spaceId: string;

  beforeAll(async () => {
    testbed = await startWebTestbed();
    ({ api, database } = testbed);
    ({ owner, admin, member, spaceId } = testbed.team);
    invitee = await aWebPerson(database, 'Invitee');
  }, 60_000);

  afterAll(async () => {
    await testbed?.close();
  });

  const settings = () => `/${spaceId}/settings`;
  const idOf = (html: string, email: string) =>
    new RegExp(
      `<td>${email.replace(/[.+]/g, '\\$&')}</td>[\\s\\S]*?/invitations/(inv_[0-9A-Za-z]+)/revoke`,
    ).exec(html)?.[1];

  it('creates a space from the home page: its creator owns it and lands on its settings', async () => {
    const browser = await WebClient.signedIn(api.url, invitee.email);
    const home = await browser.get('/spaces');
    expect(home.html).toContain('href="/spaces/new"');
    const form = await browser.get('/spaces/new');
    expect(form.status).toBe(200);
    expect(form.html).toContain('<label for="name">Name</label>');
    const blank = await browser.post('/spaces/new', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.html).toContain('<p class="error" id="name-error">must not be blank</p>');
    const created = await browser.post('/spaces/new', { name: 'Garden club' });
    expect(created.status).toBe(303);
    const id = /^\/(spc_[0-9A-Za-z]+)\/settings\?done=created$/.exec(created.location ?? '')?.[1] as string;
    expect(id).toBeDefined();
    const page = await browser.get(created.location as string);
    expect(page.html).toContain('Space created. You are its owner.');
    expect(page.html).toContain('<dd>Owner</dd>');
    const spaces = await api.call('GET', '/v1/spaces?limit=100', { token: invitee.read });
    expect(spaces.body.items).toContainEqual(
      expect.objectContaining({ id, name: 'Garden club', role: 'owner' }),
    );
    expect((await browser.post('/spaces/new', { _csrf: 'forged', name: 'x' })).status).toBe(403);
  }, 30_000);

  it('lets owners and admins rename the space on its settings page; not a plain member', async () => {
    const browser = await WebClient.signedIn(api.url, admin.email);
    const index = await browser.get(settings());
    expect(index.html).toContain(`action="${settings()}/name"`);
    const blank = await browser.post(`${settings()}/name`, { name: '' });
    expect(blank.status).toBe(400);
    expect(blank.html).toContain('<p class="error" id="name-error">must not be blank</p>');
    const renamed = await browser.post(`${settings()}/name`, { name: 'Acme agency' });
    expect(renamed).toMatchObject({ status: 303, location: `${settings()}?done=renamed` });
    expect((await browser.get(renamed.location as string)).html).toContain('<dd>Acme agency</dd>');

    const plain = await WebClient.signedIn(api.url, member.email);
    const seen = await plain.get(settings());
    expect(seen.html).not.toContain(`action="${settings()}/name"`);
    expect(seen.html).not.toContain('Invite people');
    expect((await plain.post(`${settings()}/name`, { name: 'Mine' })).status).toBe(404);
    expect(
      (await plain.post(`${settings()}/invitations`, { email: 'x@example.test', role: 'member' })).status,
    ).toBe(404);
  }, 30_000);

  it('sets the currency of a new space, and lets only owners change it on the settings page', async () => {
    const browser = await WebClient.signedIn(api.url, invitee.email);
    const form = await browser.get('/spaces/new');
    expect(form.html).toContain('<label for="currency">Currency</label>');
    expect(form.html).toMatch(/<input id="currency" name="currency"[^>]* value="usd"/);
    const bad = await browser.post('/spaces/new', { name: 'Francs', currency: 'franc' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(
      '<p class="error" id="currency-error">must be a three-letter ISO 4217 currency code</p>',
    );
    const created = await browser.post('/spaces/new', { name: 'Francs', currency: 'CHF' });
    expect(created.status).toBe(303);
    const id = /^\/(spc_[0-9A-Za-z]+)\/settings/.exec(created.location ?? '')?.[1] as string;
    const spaces = await api.call('GET', '/v1/spaces?limit=100', { token: invitee.read });
    expect(spaces.body.items).toContainEqual(expect.objectContaining({ id, currency: 'chf' }));

    const own = await browser.get(`/${id}/settings`);
    expect(own.html).toContain('<dd class="mono">chf</dd>');
    expect(own.html).toContain(`action="/${id}/settings/currency"`);
    const refused = await browser.post(`/${id}/settings/currency`, { currency: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(
      '<p class="error" id="currency-error">must be a three-letter ISO 4217 currency code</p>',
    );
    const changed = await browser.post(`/${id}/settings/currency`, { currency: 'eur' });
    expect(changed).toMatchObject({ status: 303, location: `/${id}/settings?done=currency` });
    expect((await browser.get(changed.location as string)).html).toContain('<dd class="mono">eur</dd>');

    // An admin sees the currency but no form, and a forged post gets the owner-only rule.
    const byAdmin = await WebClient.signedIn(api.url, admin.email);
    const seen = await byAdmin.get(settings());
    expect(seen.html).toContain('<dt>Currency</dt>');
    expect(seen.html).not.toContain(`action="${settings()}/currency"`);
    const forged = await byAdmin.post(`${settings()}/currency`, { currency: 'eur' });
    expect(forged.status).toBe(409);
    expect(forged.html).toContain(
      '<div class="notice error" role="alert">only an owner may change a space\'s currency</div>',
    );
    const plain = await WebClient.signedIn(api.url, member.email);
    expect((await plain.post(`${settings()}/currency`, { currency: 'eur' })).status).toBe(404);
    const unchanged = await api.call('GET', '/v1/spaces?limit=100', { token: owner.read });
    expect(unchanged.body.items).toContainEqual(expect.objectContaining({ id: spaceId, currency: 'usd' }));
  }, 30_000);

  it('invites, lists and withdraws on the settings page; the owner role is only offered by owners', async () => {
    const browser = await WebClient.signedIn(api.url, admin.email);
    const index = await browser.get(settings());
    expect(index.html).toContain('Invite people');
    expect(index.html).not.toContain('<option value="owner"');
    const refused = await browser.post(`${settings()}/invitations`, { email: 'nope', role: 'member' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('<p class="error" id="email-error">must be an email address</p>');
    const already = await browser.post(`${settings()}/invitations`, { email: member.email, role: 'admin' });
    expect(already.status).toBe(409);
    expect(already.html).toContain('user is already a member of the space');
    const sent = await browser.post(`${settings()}/invitations`, {
      email: 'Someone@Example.test',
      role: 'member',
    });
    expect(sent).toMatchObject({ status: 303, location: `${settings()}?done=invited` });
    const listed = await browser.get(sent.location as string);
    expect(listed.html).toContain('Invitation sent.');
    const id = idOf(listed.html, 'someone@example.test') as string;
    expect(id).toBeDefined();
    const withdrawn = await browser.post(`${settings()}/invitations/${id}/revoke`);
    expect(withdrawn).toMatchObject({ status: 303, location: `${settings()}?done=revoked` });
    expect((await browser.get(withdrawn.location as string)).html).not.toContain(
      '<td>someone@example.test</td>',
    );
    const ownerView = await (await WebClient.signedIn(api.url, owner.email)).get(settings());
    expect(ownerView.html).toContain('<option value="owner"');
  }, 30_000);

  it('shows the invitee their invitations after signing in, to accept or decline', async () => {
    const sent = await api.call('POST', `/v1/spaces/${spaceId}/invitations`, {
      token: owner.rw,
      body: { email: invitee.email, role: 'admin' },
    });
    const other = await api.call('POST', `/v1/spaces/${admin.ownSpaceId}/invitations`, {
      token: admin.rw,
      body: { email: invitee.email, role: 'member' },
    });
    const browser = await WebClient.signedIn(api.url, invitee.email);
    expect(await browser.get('/')).toMatchObject({ status: 303, location: '/spaces' });
    const home = await browser.get('/spaces');
    expect(home.html).toContain('Invitations for you');
    expect(home.html).toContain(`action="/invitations/${sent.body.id}/accept"`);
    expect(home.html).toContain(`action="/invitations/${other.body.id}/decline"`);

    const stranger = await WebClient.signedIn(api.url, member.email);
    expect((await stranger.post(`/invitations/${sent.body.id}/accept`)).status).toBe(404);

    const accepted = await browser.post(`/invitations/${sent.body.id}/accept`);
    expect(accepted).toMatchObject({ status: 303, location: `/${spaceId}/deals` });
    const declined = await browser.post(`/invitations/${other.body.id}/decline`);
    expect(declined).toMatchObject({ status: 303, location: '/spaces?declined=1' });
    const after = await browser.get(declined.location as string);
    expect(after.html).toContain('Invitation declined.');
    expect(after.html).not.toContain('Invitations for you');
    const spaces = await api.call('GET', '/v1/spaces?limit=100', { token: invitee.read });
    expect(spaces.body.items).toContainEqual(expect.objectContaining({ id: spaceId, role: 'admin' }));
    expect(spaces.body.items.map((s: { id: string }) => s.id)).not.toContain(admin.ownSpaceId);
    expect((await browser.post(`/invitations/${sent.body.id}/accept`)).status).toBe(404);
  }, 30_000);

  it('refuses the accept button (409) when the inviter was removed since; the invitation stays to decline', async () => {
    const departing = await aWebPerson(database, 'Departing');
    const newcomer = await aWebPerson(database, 'Newcomer');
    await join(database, spaceId, departing, 'admin');
    const sent = await api.call('POST', `/v1/spaces/${spaceId}/invitations`, {
      token: departing.rw,
      body: { email: newcomer.email, role: 'admin' },
    });
    const removed = await api.call('DELETE', `/v1/spaces/${spaceId}/members/${departing.id}`, {
      token: owner.rw,
    });
    expect(removed.status).toBe(204);
    const browser = await WebClient.signedIn(api.url, newcomer.email);
    const refused = await browser.post(`/invitations/${sent.body.id}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('<p>The person who invited you can no longer grant this role.</p>');
    const spaces = await api.call('GET', '/v1/spaces?limit=100', { token: newcomer.read });
    expect(spaces.body.items.map((s: { id: string }) => s.id)).not.toContain(spaceId);
    const home = await browser.get('/spaces');
    expect(home.html).toContain(`action="/invitations/${sent.body.id}/decline"`);
  }, 30_000);
});
