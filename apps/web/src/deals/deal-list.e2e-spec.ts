import { aWebPerson, WebClient } from '../testing/web-client';
import {
  aDealOverApi,
  closeDealPagesWorld,
  openDealPagesWorld,
  utc,
  type DealPagesWorld,
} from './testing/deal-pages.fixture';

describe('web deal list and new deals', () => {
  let world: DealPagesWorld;
  let list: string;

  beforeAll(async () => {
    world = await openDealPagesWorld();
    list = `/${world.person.ownSpaceId}/deals`;
  }, 60_000);

  afterAll(() => closeDealPagesWorld(world));

  it('lists the space’s deals with status, dates and value, each linking to its page, a page at a time', async () => {
    const first = await aDealOverApi(world, {
      name: 'Alpha',
      price: 1250.5,
      currency: 'eur',
      start: utc('2026-11-23'),
    });
    await aDealOverApi(world, { name: 'Beta <b>' }, 'pending');
    await aDealOverApi(world, { name: 'Gamma', end: utc('2027-01-04') });
    const response = await world.browser.get(`${list}?limit=2`);
    expect(response.status).toBe(200);
    expect(response.html).toContain(`<a href="${list}/${first.id}">Alpha</a>`);
    expect(response.html).toContain('€1,250.50');
    expect(response.html).toContain('Mon 2026-11-23');
    expect(response.html).toContain('Beta &lt;b>');
    expect(response.html).toContain('<span class="badge pending">Pending approval</span>');
    expect(response.html).toContain('<th scope="col">Status</th>');
    expect(response.html).not.toContain('Gamma');
    const next = /href="([^"]+\?cursor=[^"]+)">Next page</.exec(response.html)?.[1];
    expect(next).toBeDefined();
    const second = await world.browser.get((next as string).replace(/&amp;/g, '&'));
    expect(second.status).toBe(200);
    expect(second.html).toContain('Gamma');
    expect(second.html).toContain('Mon 2027-01-04');
    expect(second.html).not.toContain('Alpha');
    expect(second.html).not.toContain('Next page');
    expect(second.html).toContain(`<a href="${list}">First page</a>`);
  });

  it('answers a garbled cursor with a 400 page', async () => {
    const response = await world.browser.get(`${list}?cursor=nonsense`);
    expect(response.status).toBe(400);
    expect(response.html).toContain('cursor');
  });

  it('creates a draft from the new-deal form and goes to its page', async () => {
    const form = await world.browser.get(`${list}/new`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('<label for="name">Name</label>');
    expect(form.html).toContain(`action="${list}"`);
    const created = await world.browser.post(list, {
      name: 'Delta renewal',
      currency: 'GBP',
      price: '990',
      start: '2026-12-02',
      end: '',
      due: '2026-12-20',
    });
    expect(created.status).toBe(303);
    const id = new RegExp(`^${list}/(deal_[0-9A-Za-z]{22})$`).exec(created.location ?? '')?.[1];
    expect(id).toBeDefined();
    const read = await world.api.call('GET', `/v1/deal/${id}`, { token: world.person.rw });
    expect(read.body).toMatchObject({
      name: 'Delta renewal',
      status: 'draft',
      currency: 'gbp',
      price: 990,
      start: utc('2026-12-02'),
      end: null,
      due: utc('2026-12-20'),
      owner_email: world.person.email,
    });
    const deal = await world.browser.get(created.location as string);
    expect(deal.status).toBe(200);
    expect(deal.html).toContain('<h1>Delta renewal</h1>');
  });

  it('shows the form again with each message by its field and the values kept', async () => {
    await world.browser.get(`${list}/new`);
    const refused = await world.browser.post(list, {
      name: '   ',
      currency: 'euro',
      price: '12,50',
      start: '2026-02-30',
      end: '',
      due: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('The deal was not created.');
    expect(refused.html).toMatch(/id="name-error">must not be blank</);
    expect(refused.html).toMatch(/id="currency-error">must be a three-letter ISO 4217 currency code</);
    expect(refused.html).toMatch(/id="price-error">must be an amount like 1250.50</);
    expect(refused.html).toMatch(/id="start-error">must be a date YYYY-MM-DD</);
    expect(refused.html).toContain('value="euro"');
    expect(refused.html).toContain('value="12,50"');
    const backwards = await world.browser.post(list, {
      name: 'Backwards',
      start: '2026-12-07',
      end: '2026-12-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.html).toMatch(/id="end-error">must not be before start</);
    expect(backwards.html).toContain('value="Backwards"');
  });

  it('refuses a new deal without the form token', async () => {
    await world.browser.get(`${list}/new`);
    const before = await world.api.call('GET', `/v1/deals?space=${world.person.ownSpaceId}&limit=100`, {
      token: world.person.rw,
    });
    const forged = await world.browser.post(list, { _csrf: 'forged', name: 'Forged' });
    expect(forged.status).toBe(403);
    const after = await world.api.call('GET', `/v1/deals?space=${world.person.ownSpaceId}&limit=100`, {
      token: world.person.rw,
    });
    expect(after.body.items).toHaveLength(before.body.items.length);
  });

  it('shows a person outside the space the 404 page, for the list, the form and a create', async () => {
    const outsider = await aWebPerson(world.database, 'Outsider');
    const browser = await WebClient.signedIn(world.api.url, outsider.email);
    for (const path of [list, `${list}/new`]) {
      const response = await browser.get(path);
      expect(response.status).toBe(404);
      expect(response.html).toContain('There is nothing here, or you do not have access to it.');
    }
    const created = await browser.post(list, { name: 'Intruder' });
    expect(created.status).toBe(404);
    expect((await browser.get(`/${outsider.ownSpaceId}/deals`)).status).toBe(200);
  });

  it('tells the space’s currency on the form, and a deal left without one takes it', async () => {
    const space = world.person.ownSpaceId;
    const setCurrency = (currency: string) =>
      world.api.call('PATCH', `/v1/spaces/${space}`, { token: world.person.rw, body: { currency } });
    expect((await setCurrency('chf')).status).toBe(200);
    try {
      const browser = await WebClient.signedIn(world.api.url, world.person.email);
      const form = await browser.get(`${list}/new`);
      expect(form.html).toContain('Three letters, like EUR. Left empty: the space’s currency, CHF.');
      const created = await browser.post(list, { name: 'Franc deal', currency: '' });
      expect(created.status).toBe(303);
      const id = /\/deals\/([^/?]+)$/.exec(created.location ?? '')?.[1] as string;
      const deal = await world.api.call('GET', `/v1/deal/${id}`, { token: world.person.read });
      expect(deal.body).toMatchObject({ name: 'Franc deal', currency: 'chf' });
    } finally {
      await setCurrency('usd');
    }
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    const response = await new WebClient(world.api.url).get(list);
    expect(response).toMatchObject({ status: 303, location: `/sign-in?next=${encodeURIComponent(list)}` });
  });
});
