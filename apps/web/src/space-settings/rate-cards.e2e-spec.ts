import type { Person } from '../../../api/src/members/testing/team.fixture';
import type { TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../testing/web-client';
import { startWebTestbed, type WebTestbed } from '../testing/web-team';

describe('web space settings: roles and rate cards', () => {
  let testbed: WebTestbed | undefined;
  let api: TestApi;
  let owner: Person;
  let admin: Person;
  let member: Person;
  let stranger: Person;
  let spaceId: string;
  let browser: WebClient;

  beforeAll(async () => {
    testbed = await startWebTestbed();
    api = testbed.api;
    ({ owner, admin, member, spaceId } = testbed.team);
    stranger = await aWebPerson(testbed.database, 'Stranger');
    browser = await WebClient.signedIn(api.url, owner.email);
  }, 60_000);

  afterAll(async () => {
    await testbed?.close();
  });

  const index = () => `/${spaceId}/settings/rate-cards`;
  const rolesOverApi = async () =>
    (await api.call('GET', `/v1/spaces/${spaceId}/roles`, { token: owner.rw })).body.items as {
      id: string;
      name: string;
      unit: string;
      archived: boolean;
    }[];
  const cardsOverApi = async () =>
    (await api.call('GET', `/v1/spaces/${spaceId}/rate-cards`, { token: owner.rw })).body.items as {
      id: string;
      name: string;
      revision: number;
      is_default: boolean;
      rates: unknown[];
    }[];

  async function aRole(name: string, unit = 'hour'): Promise<string> {
    await browser.get(index());
    const added = await browser.post(`/${spaceId}/settings/roles`, { name, unit });
    expect(added).toMatchObject({ status: 303, location: `${index()}?done=role-added` });
    const role = (await rolesOverApi()).find((one) => one.name === name);
    return role?.id as string;
  }

  it('links the page from the settings index, for members too', async () => {
    for (const person of [owner, member]) {
      const client = await WebClient.signedIn(api.url, person.email);
      expect((await client.get(`/${spaceId}/settings`)).html).toContain(`href="${index()}"`);
    }
  }, 30_000);

  it('lets an owner add, rename, archive and restore roles', async () => {
    const id = await aRole('Designer');
    const shown = await browser.get(`${index()}?done=role-added`);
    expect(shown.html).toContain('Role added.');
    expect(shown.html).toContain('<th scope="row">Designer</th>');
    const renamed = await browser.post(`/${spaceId}/settings/roles/${id}`, {
      name: 'UX designer',
      unit: 'day',
    });
    expect(renamed.status).toBe(303);
    expect((await rolesOverApi()).find((one) => one.id === id)).toMatchObject({
      name: 'UX designer',
      unit: 'day',
    });
    await browser.post(`/${spaceId}/settings/roles/${id}/archive`);
    expect((await rolesOverApi()).find((one) => one.id === id)?.archived).toBe(true);
    expect((await browser.get(index())).html).toContain('Restore role');
    await browser.post(`/${spaceId}/settings/roles/${id}/restore`);
    expect((await rolesOverApi()).find((one) => one.id === id)?.archived).toBe(false);
  });

  it('refuses a blank role name or an unknown unit by its field, writing nothing', async () => {
    const before = await rolesOverApi();
    await browser.get(index());
    const refused = await browser.post(`/${spaceId}/settings/roles`, { name: ' ', unit: 'week' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('id="new-role-name-error"');
    expect(refused.html).toContain('must not be blank');
    expect(refused.html).toContain('id="new-role-unit-error"');
    expect(refused.html).toContain('must be one of the following values: hour, day');
    expect(await rolesOverApi()).toEqual(before);
  });

  it('creates a default card with rates per role, then edits it: the revision goes up', async () => {
    const dev = await aRole('Developer');
    const pm = await aRole('PM', 'day');
    const form = await browser.get(`${index()}/new`);
    expect(form.html).toContain(`name="cost_rate.${dev}"`);
    expect(form.html).toContain('value="usd"');
    const created = await browser.post(index(), {
      name: 'Standard',
      currency: 'usd',
      is_default: 'on',
      [`cost_rate.${dev}`]: '62.5',
      [`price_rate.${dev}`]: '110',
      [`cost_rate.${pm}`]: '480',
      [`price_rate.${pm}`]: '850',
    });
    expect(created.status).toBe(303);
    const card = (await cardsOverApi()).find((one) => one.name === 'Standard');
    expect(card).toMatchObject({
      is_default: true,
      revision: 1,
      rates: [
        { role_id: dev, cost_rate: 62.5, price_rate: 110 },
        { role_id: pm, cost_rate: 480, price_rate: 850 },
      ],
    });
    expect(created.location).toBe(`${index()}/${card?.id}?done=card-created`);
    const page = await browser.get(created.location as string);
    expect(page.html).toContain('Rate card created.');
    expect(page.html).toContain(`name="price_rate.${dev}" inputmode="decimal" value="110"`);
    const saved = await browser.post(`${index()}/${card?.id}`, {
      name: 'Standard 2027',
      currency: 'usd',
      is_default: 'on',
      [`cost_rate.${dev}`]: '65',
      [`price_rate.${dev}`]: '115',
    });
    expect(saved.status).toBe(303);
    expect((await cardsOverApi()).find((one) => one.id === card?.id)).toMatchObject({
      name: 'Standard 2027',
      revision: 2,
      rates: [{ role_id: dev, cost_rate: 65, price_rate: 115 }],
    });
    expect((await browser.get(index())).html).toContain('Standard 2027');
  });

  it('refuses a rate with 3 decimals, a lone rate and a bad currency by their fields, writing nothing', async () => {
    const role = await aRole('Tester');
    const before = await cardsOverApi();
    await browser.get(`${index()}/new`);
    const refused = await browser.post(index(), {
      name: 'Bad',
      currency: 'usdollar',
      [`cost_rate.${role}`]: '10.555',
      [`price_rate.${role}`]: '20',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(`id="rate-cost_rate-${role}-error"`);
    expect(refused.html).toContain('must have at most 2 decimal places');
    expect(refused.html).toContain('id="card-currency-error"');
    expect(refused.html).toContain('value="10.555"');
    const lone = await browser.post(index(), { name: 'Lone', currency: 'usd', [`cost_rate.${role}`]: '10' });
    expect(lone.status).toBe(400);
    expect(lone.html).toContain(`id="rate-price_rate-${role}-error"`);
    expect(lone.html).toContain('needs both a cost rate and a price rate');
    expect(await cardsOverApi()).toEqual(before);
  });

  it('lets an admin write too; a member reads without forms and gets 404 on a write', async () => {
    const adminClient = await WebClient.signedIn(api.url, admin.email);
    await adminClient.get(index());
    expect(
      (await adminClient.post(`/${spaceId}/settings/roles`, { name: 'Analyst', unit: 'hour' })).status,
    ).toBe(303);
    const [card] = await cardsOverApi();
    const client = await WebClient.signedIn(api.url, member.email);
    const page = await client.get(index());
    expect(page.status).toBe(200);
    expect(page.html).toContain('Owners and admins change roles and rate cards; you can read them.');
    expect(page.html).toContain('<th scope="row">Analyst</th>');
    expect(page.html).not.toContain('New role');
    expect(page.html).not.toContain('New rate card');
    const cardPage = await client.get(`${index()}/${card?.id}`);
    expect(cardPage.status).toBe(200);
    expect(cardPage.html).toContain('Cost rate');
    expect(cardPage.html).not.toContain(`action="${index()}/${card?.id}"`);
    const before = { roles: await rolesOverApi(), cards: await cardsOverApi() };
    expect((await client.get(`${index()}/new`)).status).toBe(404);
    expect((await client.post(`/${spaceId}/settings/roles`, { name: 'Mine', unit: 'hour' })).status).toBe(
      404,
    );
    const [role] = before.roles;
    expect((await client.post(`/${spaceId}/settings/roles/${role?.id}/archive`)).status).toBe(404);
    expect((await client.post(index(), { name: 'Mine', currency: 'usd' })).status).toBe(404);
    expect((await client.post(`${index()}/${card?.id}`, { name: 'Mine', currency: 'usd' })).status).toBe(404);
    expect({ roles: await rolesOverApi(), cards: await cardsOverApi() }).toEqual(before);
  }, 30_000);

  it('answers a stranger with the 404 page and refuses a forged form token (403)', async () => {
    const client = await WebClient.signedIn(api.url, stranger.email);
    expect((await client.get(index())).status).toBe(404);
    expect((await client.post(`/${spaceId}/settings/roles`, { name: 'x', unit: 'hour' })).status).toBe(404);
    const before = await rolesOverApi();
    await browser.get(index());
    const forged = await browser.post(`/${spaceId}/settings/roles`, {
      _csrf: 'forged',
      name: 'x',
      unit: 'hour',
    });
    expect(forged.status).toBe(403);
    expect(await rolesOverApi()).toEqual(before);
  }, 30_000);
});
