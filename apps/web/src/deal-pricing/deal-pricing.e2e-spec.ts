import { WebClient, aWebPerson } from '../testing/web-client';
import {
  aDealOverApi,
  closeDealPagesWorld,
  DAY,
  openDealPagesWorld,
  utc,
  type DealPagesWorld,
} from '../deals/testing/deal-pages.fixture';
import {
  WORKED_API_FIGURES,
  WORKED_FIGURES,
  WORKED_LINES,
  workedCardOverApi,
  type WorkedRole,
} from './testing/worked-deal.fixture';

describe('web deal page: pricing, estimates, summary and charts', () => {
  let world: DealPagesWorld;
  let card: { cardId: string; roleIds: Record<WorkedRole, string> };
  const pageOf = (deal: { id: string; spaceId: string }) => `/${deal.spaceId}/deals/${deal.id}`;
  const pricingOf = async (id: string) =>
    (await world.api.call('GET', `/v1/deal/${id}/pricing`, { token: world.person.rw })).body;
  const estimatesOf = async (id: string) => (await pricingOf(id)).lines as { id: string; name: string }[];

  beforeAll(async () => {
    world = await openDealPagesWorld();
    card = await workedCardOverApi(world.api, world.person.rw, world.person.ownSpaceId);
  }, 60_000);

  afterAll(() => closeDealPagesWorld(world));

  /** A deal with the worked example's targets and its two phases, Discovery and Build (made over the API). */
  async function aWorkedDeal(): Promise<{ id: string; spaceId: string; phases: Record<string, string> }> {
    const deal = await aDealOverApi(world, { name: 'Website', target_price: 30000, target_margin: 0.4 });
    const phases: Record<string, string> = {};
    for (const name of ['Discovery', 'Build']) {
      const start = utc('2026-01-05');
      const made = await world.api.call('POST', `/v1/deal/${deal.id}/phases`, {
        token: world.person.rw,
        body: { name, pinned: true, start, end: start + 7 * DAY },
      });
      phases[name] = made.body.id;
    }
    return { ...deal, phases };
  }

  /** The deal page first (for the form token), then a form's POST. */
  async function post(deal: { id: string; spaceId: string }, path: string, fields: Record<string, string>) {
    await world.browser.get(pageOf(deal));
    return world.browser.post(`${pageOf(deal)}/pricing${path}`, fields);
  }

  async function priceTheWorkedDeal(deal: Awaited<ReturnType<typeof aWorkedDeal>>) {
    const saved = await post(deal, '', { rate_card_id: card.cardId, contingency: '15', discount: '5' });
    expect(saved.status).toBe(303);
    for (const line of WORKED_LINES) {
      const phase = deal.phases[line.phase] as string;
      const added = line.fixed
        ? await post(deal, `/phases/${phase}/fixed`, {
            name: line.name,
            fixed_price: line.fixed.price,
            fixed_cost: line.fixed.cost,
          })
        : await post(deal, `/phases/${phase}/effort`, {
            name: line.name,
            role_id: card.roleIds[line.role as WorkedRole],
            quantity: line.quantity as string,
          });
      expect(added).toMatchObject({ status: 303 });
      expect(added.location).toBe(`${pageOf(deal)}?phase=${phase}&notice=estimate-added#pricing`);
    }
  }

  it('prices the worked deal of docs/pricing.md through the forms, with its exact figures', async () => {
    const deal = await aWorkedDeal();
    await priceTheWorkedDeal(deal);
    expect(await pricingOf(deal.id)).toMatchObject({
      ...WORKED_API_FIGURES,
      contingency: 0.15,
      discount: 0.05,
      rate_card: { id: card.cardId, revision: 1 },
    });
    const page = await world.browser.get(`${pageOf(deal)}?phase=${deal.phases['Build']}`);
    expect(page.status).toBe(200);
    for (const figure of Object.values(WORKED_FIGURES)) expect(page.html).toContain(figure);
    // Under the 40% target: said in words, not only by colour.
    expect(page.html).toContain('⚠ Margin under target');
    expect(page.html).toContain('under the target of 40% by 0.19 points');
    // Two charts, each an image with a title and a description that reads its values, and a table.
    expect(page.html.match(/<svg class="bar-chart" viewBox="0 0 360 \d+" role="img"/g)).toHaveLength(2);
    expect(page.html).toContain('<title id="chart-by-phase-title">Price by phase</title>');
    expect(page.html).toContain(
      `Price of each phase before the discount. Discovery: ${WORKED_FIGURES.discovery}; Build: ${WORKED_FIGURES.build}</desc>`,
    );
    expect(page.html).toContain('<th scope="row">Fixed amounts</th>');
    expect(page.html).toContain('<td class="num">40.25 hours</td>');
    // The Build tab is open: its lines, each with its own form, and the tab marked current.
    expect(page.html).toContain(`aria-current="page">Build</a>`);
    expect(page.html).toContain('value="Hosting setup"');
    expect(page.html).not.toContain('value="Research"');
    expect(page.html).toContain('data-estimates="true" data-contingency="1500"');
  });

  it('opens the first phase without ?phase, and an unknown ?phase falls back to it', async () => {
    const deal = await aWorkedDeal();
    await priceTheWorkedDeal(deal);
    for (const path of [pageOf(deal), `${pageOf(deal)}?phase=ph_unknown`]) {
      const page = await world.browser.get(path);
      expect(page.html).toContain(`aria-current="page">Discovery</a>`);
      expect(page.html).toContain('value="Research"');
    }
  });

  it('edits and removes a line, and the figures follow', async () => {
    const deal = await aWorkedDeal();
    await priceTheWorkedDeal(deal);
    const [research] = await estimatesOf(deal.id);
    const discovery = deal.phases['Discovery'] as string;
    const edited = await post(deal, `/phases/${discovery}/estimates/${research?.id}`, {
      name: 'Research and interviews',
      role_id: card.roleIds.Designer,
      quantity: '25',
    });
    expect(edited.status).toBe(303);
    const after = await pricingOf(deal.id);
    expect(after.lines[0]).toMatchObject({ name: 'Research and interviews', quantity: 25, price: 2731.25 });
    const removed = await post(deal, `/phases/${discovery}/estimates/${research?.id}/remove`, {});
    expect(removed.location).toBe(`${pageOf(deal)}?phase=${discovery}&notice=estimate-removed#pricing`);
    expect((await estimatesOf(deal.id)).map((line) => line.name)).not.toContain('Research and interviews');
    expect((await world.browser.get(removed.location as string)).html).toContain('Line removed.');
  });

  it('refuses bad input with the form again and the field named, and writes nothing', async () => {
    const deal = await aWorkedDeal();
    const badPercent = await post(deal, '', { rate_card_id: card.cardId, contingency: '150', discount: '5' });
    expect(badPercent.status).toBe(400);
    expect(badPercent.html).toContain('id="pricing-contingency-error"');
    expect(badPercent.html).toContain('must be a percentage from 0 to 100');
    expect(badPercent.html).toContain('value="150"');
    expect((await pricingOf(deal.id)).rate_card).toBeNull();

    const noCard = await post(deal, '', { rate_card_id: '', contingency: '', discount: '' });
    expect(noCard.status).toBe(400);
    expect(noCard.html).toContain('id="pricing-card-error"');

    await post(deal, '', { rate_card_id: card.cardId, contingency: '15', discount: '5' });
    const discovery = deal.phases['Discovery'] as string;
    const negative = await post(deal, `/phases/${discovery}/effort`, {
      name: 'Research',
      role_id: card.roleIds.Designer,
      quantity: '-3',
    });
    expect(negative.status).toBe(400);
    expect(negative.html).toContain('id="new-effort-quantity-error"');
    expect(negative.html).toContain('must be a number like 7.5 (0 or more)');
    const threeDecimals = await post(deal, `/phases/${discovery}/fixed`, {
      name: 'Licence',
      fixed_price: '10.555',
      fixed_cost: '1',
    });
    expect(threeDecimals.status).toBe(400);
    expect(threeDecimals.html).toContain('must have at most 2 decimal places');
    expect(threeDecimals.html).toContain('id="new-fixed-fixed-price-error"');
    const blankName = await post(deal, `/phases/${discovery}/fixed`, {
      name: ' ',
      fixed_price: '1',
      fixed_cost: '1',
    });
    expect(blankName.status).toBe(400);
    expect(blankName.html).toContain('id="new-fixed-name-error"');
    expect(await estimatesOf(deal.id)).toEqual([]);
  });

  it('answers the API’s conflicts by the field: a card in another currency, an archived role', async () => {
    const deal = await aWorkedDeal();
    const euro = await workedCardOverApi(world.api, world.person.rw, world.person.ownSpaceId, 'eur');
    const wrong = await post(deal, '', { rate_card_id: euro.cardId, contingency: '', discount: '' });
    expect(wrong.status).toBe(409);
    expect(wrong.html).toContain(`rate card ${euro.cardId} is in EUR but the deal is in USD`);
    expect(wrong.html).toContain('id="pricing-card-error"');
    expect((await pricingOf(deal.id)).rate_card).toBeNull();

    await post(deal, '', { rate_card_id: card.cardId, contingency: '', discount: '' });
    const spare = await world.api.call('POST', `/v1/spaces/${world.person.ownSpaceId}/roles`, {
      token: world.person.rw,
      body: { name: 'Spare', unit: 'hour' },
    });
    const unrated = await post(deal, `/phases/${deal.phases['Build']}/effort`, {
      name: 'Extra',
      role_id: spare.body.id,
      quantity: '2',
    });
    expect(unrated.status).toBe(409);
    expect(unrated.html).toContain(`role ${spare.body.id} is missing from rate card ${card.cardId}`);
    expect(unrated.html).toContain('id="new-effort-role-error"');
    expect(await estimatesOf(deal.id)).toEqual([]);
  });

  it('keeps the deal’s rates after a card edit until Refresh rates', async () => {
    const { api, person } = world;
    const own = await workedCardOverApi(api, person.rw, person.ownSpaceId);
    const deal = await aWorkedDeal();
    await post(deal, '', { rate_card_id: own.cardId, contingency: '', discount: '' });
    await post(deal, `/phases/${deal.phases['Build']}/effort`, {
      name: 'API',
      role_id: own.roleIds.Developer,
      quantity: '10',
    });
    expect((await pricingOf(deal.id)).price).toBe(1100);
    const rates = (['Designer', 'Developer', 'PM'] as const).map((name) => ({
      role_id: own.roleIds[name],
      cost_rate: 50,
      price_rate: name === 'Developer' ? 120 : 90,
    }));
    await api.call('PATCH', `/v1/spaces/${person.ownSpaceId}/rate-cards/${own.cardId}`, {
      token: person.rw,
      body: { rates },
    });
    const stale = await world.browser.get(pageOf(deal));
    expect(stale.html).toContain('The card is now at revision 2; this deal keeps the rates of revision 1');
    expect((await pricingOf(deal.id)).price).toBe(1100);
    const refreshed = await post(deal, '/refresh-rates', {});
    expect(refreshed.status).toBe(303);
    expect((await pricingOf(deal.id)).price).toBe(1200);
    expect((await world.browser.get(refreshed.location as string)).html).toContain('Rates refreshed');
  });

  it('shows a pending deal’s pricing read only, and refuses its forms with the 409 page', async () => {
    const deal = await aDealOverApi(world, { start: utc('2026-11-23') }, 'pending');
    const page = await world.browser.get(pageOf(deal));
    expect(page.html).toContain('<h2 id="pricing-title">Pricing</h2>');
    expect(page.html).not.toContain(`action="${pageOf(deal)}/pricing"`);
    const refused = await world.browser.post(`${pageOf(deal)}/pricing`, { rate_card_id: card.cardId });
    expect(refused.status).toBe(409);
    expect((await pricingOf(deal.id)).rate_card).toBeNull();
  });

  it('refuses a forged form token (403) and a stranger (404), writing nothing', async () => {
    const deal = await aWorkedDeal();
    await world.browser.get(pageOf(deal));
    const forged = await world.browser.post(`${pageOf(deal)}/pricing`, {
      _csrf: 'forged',
      rate_card_id: card.cardId,
    });
    expect(forged.status).toBe(403);
    const stranger = await aWebPerson(world.database, 'Stella Stranger');
    const outsider = await WebClient.signedIn(world.api.url, stranger.email);
    expect((await outsider.get(pageOf(deal))).status).toBe(404);
    expect((await outsider.post(`${pageOf(deal)}/pricing`, { rate_card_id: card.cardId })).status).toBe(404);
    const phase = deal.phases['Build'] as string;
    const add = { name: 'x', fixed_price: '1', fixed_cost: '1' };
    expect((await outsider.post(`${pageOf(deal)}/pricing/phases/${phase}/fixed`, add)).status).toBe(404);
    expect((await pricingOf(deal.id)).rate_card).toBeNull();
    expect(await estimatesOf(deal.id)).toEqual([]);
  });
});
