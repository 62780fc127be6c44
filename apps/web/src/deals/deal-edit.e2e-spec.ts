import { join } from '../../../api/src/members/testing/team.fixture';
import { formValues } from '../testing/form-values';
import { aWebPerson, WebClient } from '../testing/web-client';
import {
  aDealOverApi,
  closeDealPagesWorld,
  dealOverApi,
  openDealPagesWorld,
  utc,
  type DealPagesWorld,
} from './testing/deal-pages.fixture';

describe('web deal page: editing the deal and its phases', () => {
  let world: DealPagesWorld;
  const pageOf = (deal: { id: string; spaceId: string }) => `/${deal.spaceId}/deals/${deal.id}`;
  const phasesOf = async (id: string) =>
    (await world.api.call('GET', `/v1/deal/${id}/phases`, { token: world.person.rw })).body.items;

  beforeAll(async () => {
    world = await openDealPagesWorld();
  }, 60_000);

  afterAll(() => closeDealPagesWorld(world));

  /** The deal page, then the form posting to `path` as it is filled there, with `changes` typed over it. */
  async function submit(
    deal: { id: string; spaceId: string },
    path: string,
    changes: Record<string, string>,
  ) {
    const page = await world.browser.get(pageOf(deal));
    return world.browser.post(`${pageOf(deal)}${path}`, {
      ...formValues(page.html, `${pageOf(deal)}${path}`),
      ...changes,
    });
  }

  it('offers the deal fields filled in, and saves the ones changed (no version is taken)', async () => {
    const deal = await aDealOverApi(
      world,
      {
        price: 1000,
        cost: 600,
        probability: 0.25,
        target_margin: 0.45,
        start: utc('2026-11-23'),
        account: 'Acme Ltd',
        description: 'Three years',
      },
      'approved',
    );
    const page = await world.browser.get(pageOf(deal));
    expect(page.html).toContain('<h2 id="edit-title">Edit deal</h2>');
    expect(formValues(page.html, `${pageOf(deal)}/edit`)).toEqual({
      name: 'Acme renewal',
      price: '1000',
      cost: '600',
      target_price: '',
      target_margin: '45',
      probability: '25',
      start: '2026-11-23',
      end: '',
      due: '',
      account: 'Acme Ltd',
      description: 'Three years',
    });
    const before = await dealOverApi(world, deal.id);
    const saved = await submit(deal, '/edit', {
      name: 'Acme renewal, 5 years',
      price: '1250.50',
      cost: '700',
      target_price: '1300',
      target_margin: '40',
      probability: '60',
      end: '2027-01-29',
      due: '2026-12-15',
      account: '',
      description: 'Five years',
    });
    expect(saved).toMatchObject({ status: 303, location: `${pageOf(deal)}?notice=saved` });
    const after = await dealOverApi(world, deal.id);
    expect(after.deal).toMatchObject({
      name: 'Acme renewal, 5 years',
      price: 1250.5,
      cost: 700,
      target_price: 1300,
      target_margin: 0.4,
      probability: 0.6,
      start: utc('2026-11-23'),
      end: utc('2027-01-29'),
      due: utc('2026-12-15'),
      account: null,
      description: 'Five years',
    });
    expect(after.versions).toBe(before.versions);
    const shown = await world.browser.get(saved.location as string);
    expect(shown.html).toContain('Deal saved.');
    expect(shown.html).toContain('<h1>Acme renewal, 5 years</h1>');
  });

  it('saving the form unchanged writes nothing, and a start at another hour than midnight stays', async () => {
    const start = utc('2026-11-23') + 9 * 3_600_000;
    const deal = await aDealOverApi(world, { start, price: 10 });
    const before = await dealOverApi(world, deal.id);
    expect(await submit(deal, '/edit', {})).toMatchObject({ status: 303 });
    expect((await dealOverApi(world, deal.id)).deal).toEqual(before.deal);
    await submit(deal, '/edit', { price: '11' });
    expect((await dealOverApi(world, deal.id)).deal).toMatchObject({ start, price: 11 });
  });

  it('refuses bad input with each message by its field, keeps what was typed, writes nothing', async () => {
    const deal = await aDealOverApi(world, { price: 1000, start: utc('2026-11-23') });
    const before = await dealOverApi(world, deal.id);
    const refused = await submit(deal, '/edit', {
      name: ' ',
      price: '12,50',
      probability: '150',
      due: '2026-02-30',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('id="deal-name-error">must not be blank<');
    expect(refused.html).toContain('id="deal-price-error">must be an amount like 1250.50<');
    expect(refused.html).toContain(
      'id="deal-probability-error">must be a percentage from 0 to 100, like 45<',
    );
    expect(refused.html).toContain('id="deal-due-error">must be a date YYYY-MM-DD<');
    expect(refused.html).toContain('value="12,50"');
    expect(refused.html).toMatch(/<details open[^>]*>\s*<summary>Name, amounts/);
    // A rule of the use case (the API's 400), by its field too.
    const late = await submit(deal, '/edit', { end: '2026-11-01' });
    expect(late.status).toBe(400);
    expect(late.html).toContain('id="deal-end-error">must not be before start<');
    expect((await dealOverApi(world, deal.id)).deal).toEqual(before.deal);
  });

  it('refuses a start that would carry a relative phase past 9999, by the start field, and writes nothing', async () => {
    const deal = await aDealOverApi(world, { start: utc('2026-11-23') });
    const far = { name: 'Far', start: utc('9999-12-20'), end: utc('9999-12-21'), pinned: false };
    const token = world.person.rw;
    expect((await world.api.call('POST', `/v1/deal/${deal.id}/phases`, { token, body: far })).status).toBe(
      201,
    );
    const before = await dealOverApi(world, deal.id);
    const refused = await submit(deal, '/edit', { start: '2030-01-07' });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(
      /id="deal-start-error">would move the phase (&quot;|")Far(&quot;|") \(ph_\w+\) outside 1970-01-01 to 9999-12-31</,
    );
    expect((await dealOverApi(world, deal.id)).deal).toEqual(before.deal);
  });

  it('adds a pinned and a relative phase, edits one and removes one', async () => {
    const deal = await aDealOverApi(world, { start: utc('2026-11-23') });
    const before = await phasesOf(deal.id);
    const added = await submit(deal, '/phases', {
      name: 'Review',
      start: '2026-12-07',
      end: '2026-12-09',
      schedule: 'relative',
    });
    expect(added).toMatchObject({ status: 303, location: `${pageOf(deal)}?notice=phase-added` });
    const review = (await phasesOf(deal.id)).at(-1);
    expect(review).toMatchObject({
      name: 'Review',
      pinned: false,
      start: utc('2026-12-07'),
      end: utc('2026-12-09'),
    });
    expect((await world.browser.get(added.location as string)).html).toContain('Phase added.');

    const kickOff = before[0];
    const path = `/phases/${kickOff.id}`;
    const edited = await submit(deal, path, {
      name: 'Kick-off workshop',
      end: '2026-11-27',
      schedule: 'relative',
    });
    expect(edited).toMatchObject({ status: 303, location: `${pageOf(deal)}?notice=phase-saved` });
    expect((await phasesOf(deal.id))[0]).toEqual({
      ...kickOff,
      name: 'Kick-off workshop',
      end: utc('2026-11-27'),
      pinned: false,
    });

    const removed = await submit(deal, `/phases/${before[1].id}/remove`, {});
    expect(removed).toMatchObject({ status: 303, location: `${pageOf(deal)}?notice=phase-removed` });
    expect((await phasesOf(deal.id)).map((phase: { name: string }) => phase.name)).toEqual([
      'Kick-off workshop',
      'Review',
    ]);
    const page = await world.browser.get(removed.location as string);
    expect(page.html).toContain('Phase removed.');
    expect(page.html).toContain('<summary>Edit or remove “Kick-off workshop”</summary>');
  });

  it("refuses a bad phase by its field in that phase's form, and writes nothing", async () => {
    const deal = await aDealOverApi(world, { start: utc('2026-11-23') });
    const [kickOff] = await phasesOf(deal.id);
    const refused = await submit(deal, `/phases/${kickOff.id}`, { start: '2026-12-01', end: '2026-11-30' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(`id="phase-${kickOff.id}-end-error">must not be before start<`);
    const bare = await aDealOverApi(world, {});
    const relative = await submit(bare, '/phases', {
      name: 'Build',
      start: '2026-12-01',
      end: '',
      schedule: 'relative',
    });
    expect(relative.status).toBe(400);
    expect(relative.html).toContain('id="new-phase-end-error">must be a date YYYY-MM-DD<');
    const noStart = await submit(bare, '/phases', {
      name: 'Build',
      start: '2026-12-01',
      end: '2026-12-02',
      schedule: 'relative',
    });
    expect(noStart.status).toBe(400);
    expect(noStart.html).toContain(
      'id="new-phase-schedule-error">a relative phase needs the deal to have a start; pin it<',
    );
    expect(await phasesOf(bare.id)).toEqual([]);
    expect((await phasesOf(deal.id))[0]).toEqual(kickOff);
  });

  it("offers no edit form while pending, and refuses every edit with the API's message", async () => {
    const deal = await aDealOverApi(world, { start: utc('2026-11-23') }, 'pending');
    const [kickOff] = await phasesOf(deal.id);
    const page = await world.browser.get(pageOf(deal));
    expect(page.html).not.toContain('Edit deal');
    expect(page.html).not.toContain('Add a phase');
    expect(page.html).not.toContain('Remove phase');
    const before = await dealOverApi(world, deal.id);
    for (const [path, fields] of [
      ['/edit', { name: 'Sneaky' }],
      ['/phases', { name: 'x', start: '2026-12-01', end: '2026-12-02', schedule: 'pinned' }],
      [`/phases/${kickOff.id}`, { name: 'x' }],
      [`/phases/${kickOff.id}/remove`, {}],
    ] as const) {
      const refused = await world.browser.post(`${pageOf(deal)}${path}`, fields);
      expect(refused.status).toBe(409);
      expect(refused.html).toContain('Deal is pending approval and read-only.');
    }
    expect(await dealOverApi(world, deal.id)).toEqual(before);
    expect((await phasesOf(deal.id))[0]).toEqual(kickOff);
  });

  it('is a 404 under another space, for an unknown phase, and for a person outside the space; CSRF is checked', async () => {
    const deal = await aDealOverApi(world, { start: utc('2026-11-23') });
    const [kickOff] = await phasesOf(deal.id);
    const other = await aWebPerson(world.database, 'Other Owner');
    await join(world.database, other.ownSpaceId, world.person, 'member');
    const browser = await WebClient.signedIn(world.api.url, world.person.email);
    const foreign = `/${other.ownSpaceId}/deals/${deal.id}`;
    for (const path of [
      `${foreign}/edit`,
      `${foreign}/phases`,
      `${foreign}/phases/${kickOff.id}`,
      `${foreign}/phases/${kickOff.id}/remove`,
    ]) {
      expect((await browser.post(path, { name: 'stolen' })).status).toBe(404);
    }
    for (const path of ['/phases/ph_0000000000000000000000', '/phases/ph_0000000000000000000000/remove']) {
      expect((await browser.post(`${pageOf(deal)}${path}`, { name: 'x' })).status).toBe(404);
    }
    // The owner of the other space is no member of the deal's.
    const outsider = await WebClient.signedIn(world.api.url, other.email);
    await outsider.get('/spaces');
    expect((await outsider.post(`${pageOf(deal)}/edit`, { name: 'stolen' })).status).toBe(404);
    expect((await outsider.post(`${pageOf(deal)}/phases/${kickOff.id}/remove`)).status).toBe(404);
    const forged = await world.browser.post(`${pageOf(deal)}/phases/${kickOff.id}/remove`, {
      _csrf: 'forged',
    });
    expect(forged.status).toBe(403);
    expect((await dealOverApi(world, deal.id)).deal['name']).toBe('Acme renewal');
    expect(await phasesOf(deal.id)).toHaveLength(2);
  });
});
