import { formValues } from '../testing/form-values';
import {
  aDealOverApi,
  closeDealPagesWorld,
  dealOverApi,
  openDealPagesWorld,
  utc,
  type DealPagesWorld,
} from './testing/deal-pages.fixture';

/** The deal page's edit form for a deal whose price, cost and margin follow its estimates (docs/pricing.md). */
describe('web deal page: a deal priced from its estimates', () => {
  let world: DealPagesWorld;
  const pageOf = (deal: { id: string; spaceId: string }) => `/${deal.spaceId}/deals/${deal.id}`;

  beforeAll(async () => {
    world = await openDealPagesWorld();
  }, 60_000);

  afterAll(() => closeDealPagesWorld(world));

  async function api(method: string, path: string, body?: unknown) {
    const answer = await world.api.call(method, path, { token: world.person.rw, body });
    if (answer.status >= 300)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** A deal (draft unless told) with the space's card as its pricing; no estimate yet. */
  async function pricedDeal(status: 'draft' | 'approved' = 'draft') {
    const deal = await aDealOverApi(world, { price: 1000, cost: 600, start: utc('2026-11-23') }, status);
    const space = world.person.ownSpaceId;
    const card = await api('POST', `/v1/spaces/${space}/rate-cards`, {
      name: 'Plain',
      currency: 'usd',
      rates: [],
    });
    await api('PUT', `/v1/deal/${deal.id}/pricing`, { rate_card_id: card.id });
    const [phase] = (await api('GET', `/v1/deal/${deal.id}/phases`)).items;
    return { deal, estimates: `/v1/deal/${deal.id}/phases/${phase.id}/estimates` };
  }

  it('offers no price or cost, says why, and saves the other fields', async () => {
    const { deal, estimates } = await pricedDeal();
    await api('POST', estimates, { name: 'Licence', fixed_price: 400, fixed_cost: 100 });
    const page = await world.browser.get(pageOf(deal));
    const form = formValues(page.html, `${pageOf(deal)}/edit`);
    expect(Object.keys(form)).not.toContain('price');
    expect(Object.keys(form)).not.toContain('cost');
    expect(page.html).toContain('Price, cost and margin come from the deal’s estimates');
    const saved = await world.browser.post(`${pageOf(deal)}/edit`, { ...form, name: 'Priced renewal' });
    expect(saved).toMatchObject({ status: 303, location: `${pageOf(deal)}?notice=saved` });
    expect((await dealOverApi(world, deal.id)).deal).toMatchObject({
      name: 'Priced renewal',
      price: 400,
      cost: 100,
    });
  });

  it('refuses a form opened before the first estimate that still sends price and cost, saving nothing', async () => {
    const { deal, estimates } = await pricedDeal();
    const stale = formValues((await world.browser.get(pageOf(deal))).html, `${pageOf(deal)}/edit`);
    expect(stale).toMatchObject({ price: '1000', cost: '600' });
    await api('POST', estimates, { name: 'Licence', fixed_price: 400, fixed_cost: 100 });
    const before = await dealOverApi(world, deal.id);
    const refused = await world.browser.post(`${pageOf(deal)}/edit`, { ...stale, name: 'Typed name' });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("price, cost and margin come from the deal's estimates");
    expect(refused.html).toContain('value="Typed name"');
    expect(await dealOverApi(world, deal.id)).toEqual(before);
  });

  it('offers price and cost again once the last estimate is removed, with the last computed figures', async () => {
    const { deal, estimates } = await pricedDeal();
    const line = await api('POST', estimates, { name: 'Licence', fixed_price: 400, fixed_cost: 100 });
    await api('DELETE', `${estimates}/${line.id}`);
    const form = formValues((await world.browser.get(pageOf(deal))).html, `${pageOf(deal)}/edit`);
    expect(form).toMatchObject({ price: '400', cost: '100' });
  });

  it('lists the version a pricing change took past draft, with the price before and after', async () => {
    const { deal, estimates } = await pricedDeal('approved');
    await api('POST', estimates, { name: 'Licence', fixed_price: 400, fixed_cost: 100 });
    const page = await world.browser.get(pageOf(deal));
    expect(page.html).toContain('Pricing changed: price US$1,000.00 → US$400.00, 0 estimates before');
  });
});
