import { compositionToken } from '@deal/nest-kit';
import { WEB, type WebParts } from '../web.parts';
import {
  aDealOverApi,
  closeDealPagesWorld,
  DAY,
  dealOverApi,
  openDealPagesWorld,
  utc,
  type DealPagesWorld,
} from './testing/deal-pages.fixture';

describe('web reschedule: preview, then confirm', () => {
  let world: DealPagesWorld;
  const start = utc('2026-11-23');
  const pathOf = (deal: { id: string; spaceId: string }) => `/${deal.spaceId}/deals/${deal.id}`;
  const preview = (deal: { id: string; spaceId: string }, shift: string) =>
    world.browser.get(`${pathOf(deal)}/reschedule?shift=${encodeURIComponent(shift)}`);

  beforeAll(async () => {
    world = await openDealPagesWorld();
  }, 60_000);

  afterAll(() => closeDealPagesWorld(world));

  it('previews the Monday, the moved dates and pinned phases and the version, writing nothing', async () => {
    const deal = await aDealOverApi(
      world,
      { start, end: start + 30 * DAY, due: start + 10 * DAY },
      'approved',
    );
    const page = await world.browser.get(pathOf(deal));
    expect(page.html).toContain(`<form method="get" action="${pathOf(deal)}/reschedule">`);
    const before = await dealOverApi(world, deal.id);
    const response = await preview(deal, '2026-12-10'); // a Thursday
    expect(response.status).toBe(200);
    const html = response.html;
    expect(html).toMatch(/<th scope="row">Start<\/th><td>Mon 2026-11-23<\/td><td>Mon 2026-12-07<\/td>/);
    expect(html).toMatch(/<th scope="row">Due<\/th><td>Thu 2026-12-03<\/td><td>Thu 2026-12-17<\/td>/);
    expect(html).toMatch(
      /<th scope="row">Kick-off<\/th><td>Tue 2026-11-24 – Wed 2026-11-25<\/td><td>Tue 2026-12-08 – Wed 2026-12-09<\/td>/,
    );
    expect(html).not.toContain('<th scope="row">Build</th>');
    expect(html).toContain(
      'A version (a snapshot of the deal and its phases as they are now) will be taken first.',
    );
    expect(html).toContain('<input type="hidden" name="shift" value="2026-12-10"/>');
    expect(html).toContain('>Confirm reschedule</button>');
    expect(await dealOverApi(world, deal.id)).toEqual(before);
  });

  it('confirms with the same shift: the deal moves, a version is taken, the page says so', async () => {
    const deal = await aDealOverApi(world, { start, due: start + 10 * DAY }, 'approved');
    await preview(deal, '+2w');
    const confirmed = await world.browser.post(`${pathOf(deal)}/reschedule`, {
      shift: '+2w',
      previewed_start: String(start),
    });
    expect(confirmed).toMatchObject({ status: 303, location: `${pathOf(deal)}?notice=rescheduled` });
    const after = await dealOverApi(world, deal.id);
    expect(after.versions).toBe(1);
    expect(after.deal).toMatchObject({ start: utc('2026-12-07'), due: utc('2026-12-17') });
    const page = await world.browser.get(confirmed.location as string);
    expect(page.html).toContain('Rescheduled: the start is now on the Monday shown below.');
    expect(page.html).toContain('Version 1');
  });

  it('says a draft gets no version, and that a shift to the current Monday changes nothing', async () => {
    const deal = await aDealOverApi(world, { start });
    const before = await dealOverApi(world, deal.id);
    expect((await preview(deal, '+1w')).html).toContain('No version will be taken: the deal is a draft.');
    const same = await preview(deal, '2026-11-26');
    expect(same.status).toBe(200);
    expect(same.html).toContain('confirming would change nothing');
    expect(same.html).not.toContain('Confirm reschedule');
    const confirmed = await world.browser.post(`${pathOf(deal)}/reschedule`, {
      shift: '2026-11-26',
      previewed_start: String(start),
    });
    expect(confirmed.location).toBe(`${pathOf(deal)}?notice=unchanged`);
    expect(await dealOverApi(world, deal.id)).toEqual(before);
  });

  it('shows an invalid shift again with the message by the field (400), and a relative shift without a start (409)', async () => {
    const deal = await aDealOverApi(world, { start });
    const bad = await preview(deal, 'next week');
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(
      'id="shift-error">must be a signed offset like +2w (d, w or m, up to 3 digits) or a date YYYY-MM-DD<',
    );
    expect(bad.html).toContain('value="next week"');
    expect((await preview(deal, '2026-02-30')).html).toContain('must be a real calendar date (YYYY-MM-DD)');
    const startless = await aDealOverApi(world, {});
    const relative = await preview(startless, '+1w');
    expect(relative.status).toBe(409);
    expect(relative.html).toContain(
      'id="shift-error">deal has no start date to shift from; use an absolute date<',
    );
    await world.browser.get(`${pathOf(deal)}`);
    const posted = await world.browser.post(`${pathOf(deal)}/reschedule`, {
      shift: '+1x',
      previewed_start: String(start),
    });
    expect(posted.status).toBe(400);
    expect(posted.html).toContain('id="shift-error"');
    expect((await dealOverApi(world, deal.id)).deal['start']).toBe(start);
  });

  it('does not apply a confirmation whose start moved since its preview: it previews again', async () => {
    const deal = await aDealOverApi(world, { start }, 'approved');
    await preview(deal, '+1w');
    await world.api.call('POST', `/v1/deal/${deal.id}/reschedule`, {
      token: world.person.rw,
      body: { shift: '+1w' },
    });
    const stale = await world.browser.post(`${pathOf(deal)}/reschedule`, {
      shift: '+1w',
      previewed_start: String(start),
    });
    expect(stale.status).toBe(409);
    expect(stale.html).toContain('start changed since that preview, so nothing was saved');
    expect(stale.html).toMatch(/<th scope="row">Start<\/th><td>Mon 2026-11-30<\/td><td>Mon 2026-12-07<\/td>/);
    expect(await dealOverApi(world, deal.id)).toMatchObject({
      deal: { start: utc('2026-11-30') },
      versions: 1,
    });
  });

  it('checks the previewed start again under the lock: a move between its read and the transaction is not applied either', async () => {
    const deal = await aDealOverApi(world, { start }, 'approved');
    await preview(deal, '+1w');
    // The page reads the deal (start as previewed), then, before its transaction locks the row,
    // someone else reschedules it: the read the page checked is already stale.
    const deals: WebParts['deals'] = world.api.app.get(compositionToken('deals', WEB));
    const listByDeal = deals.reads.phases.listByDeal.bind(deals.reads.phases);
    const race = jest.spyOn(deals.reads.phases, 'listByDeal').mockImplementationOnce(async (dealId) => {
      const phases = await listByDeal(dealId);
      const moved = await world.api.call('POST', `/v1/deal/${deal.id}/reschedule`, {
        token: world.person.rw,
        body: { shift: '+1w' },
      });
      if (moved.status !== 200) throw new Error(`not rescheduled: ${JSON.stringify(moved.body)}`);
      return phases;
    });
    try {
      const stale = await world.browser.post(`${pathOf(deal)}/reschedule`, {
        shift: '+1w',
        previewed_start: String(start),
      });
      expect(race).toHaveBeenCalled();
      expect(stale.status).toBe(409);
      expect(stale.html).toContain('start changed since that preview, so nothing was saved');
      expect(stale.html).toMatch(
        /<th scope="row">Start<\/th><td>Mon 2026-11-30<\/td><td>Mon 2026-12-07<\/td>/,
      );
    } finally {
      race.mockRestore();
    }
    expect(await dealOverApi(world, deal.id)).toMatchObject({
      deal: { start: utc('2026-11-30') },
      versions: 1,
    });
  });

  it('has no reschedule for a pending deal: a 409 page, and nothing written', async () => {
    const deal = await aDealOverApi(world, { start }, 'pending');
    const response = await preview(deal, '+1w');
    expect(response.status).toBe(409);
    expect(response.html).toContain('Deal is pending approval and read-only.');
    await world.browser.get('/spaces');
    const posted = await world.browser.post(`${pathOf(deal)}/reschedule`, {
      shift: '+1w',
      previewed_start: String(start),
    });
    expect(posted.status).toBe(409);
    expect(await dealOverApi(world, deal.id)).toMatchObject({ deal: { start }, versions: 0 });
  });

  it('refuses a confirmation without the form token', async () => {
    const deal = await aDealOverApi(world, { start }, 'approved');
    await preview(deal, '+1w');
    const forged = await world.browser.post(`${pathOf(deal)}/reschedule`, {
      _csrf: 'forged',
      shift: '+1w',
      previewed_start: String(start),
    });
    expect(forged.status).toBe(403);
    expect(await dealOverApi(world, deal.id)).toMatchObject({ deal: { start }, versions: 0 });
  });

  it('sends the reschedule address without a shift back to the deal page', async () => {
    const deal = await aDealOverApi(world, { start });
    expect(await world.browser.get(`${pathOf(deal)}/reschedule`)).toMatchObject({
      status: 303,
      location: pathOf(deal),
    });
  });
});
