import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';

let database: Database;
let api: TestApi;
let team: Team;
let stranger: Person;

const MONDAY = Date.parse('2030-01-07T00:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  stranger = await aPerson(database, 'Stranger');
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function made(method: string, path: string, body: unknown, token = team.owner.rw, status = 201) {
  const answer = await api.call(method, path, { token, body });
  expect({ path, status: answer.status, body: answer.body }).toMatchObject({ path, status });
  return answer.body;
}

const role = (name: string, unit: string, spaceId = team.spaceId, token = team.owner.rw) =>
  made('POST', `/v1/spaces/${spaceId}/roles`, { name, unit }, token);
const card = (rates: unknown[], currency = 'usd', spaceId = team.spaceId, token = team.owner.rw) =>
  made('POST', `/v1/spaces/${spaceId}/rate-cards`, { name: 'Card', currency, rates }, token);
const deal = (extra: Record<string, unknown> = {}, spaceId = team.spaceId, token = team.owner.rw) =>
  made('POST', '/v1/deals', { space: spaceId, name: 'Priced deal', start: MONDAY, ...extra }, token);
const phase = (dealId: string, name: string, token = team.owner.rw) =>
  made(
    'POST',
    `/v1/deal/${dealId}/phases`,
    { name, start: MONDAY, end: MONDAY + 14 * DAY, pinned: true },
    token,
  );
const estimate = (dealId: string, phaseId: string, body: unknown, token = team.member.rw) =>
  made('POST', `/v1/deal/${dealId}/phases/${phaseId}/estimates`, body, token);
const pricingOf = async (dealId: string, token = team.member.read) =>
  (await api.call('GET', `/v1/deal/${dealId}/pricing`, { token })).body;

describe('a deal priced from its estimates', () => {
  it('gives the figures of the worked example in docs/pricing.md', async () => {
    const designer = await role('Designer', 'hour');
    const developer = await role('Developer', 'hour');
    const pm = await role('PM', 'day');
    const rates = await card([
      { role_id: designer.id, cost_rate: 55, price_rate: 95 },
      { role_id: developer.id, cost_rate: 62.5, price_rate: 110 },
      { role_id: pm.id, cost_rate: 480, price_rate: 850 },
    ]);
    const d = await deal({ target_price: 30000, target_margin: 0.4 });
    const discovery = await phase(d.id, 'Discovery');
    const build = await phase(d.id, 'Build');
    const put = await made(
      'PUT',
      `/v1/deal/${d.id}/pricing`,
      { rate_card_id: rates.id, contingency: 0.15, discount: 0.05 },
      team.member.rw,
      200,
    );
    expect(put).toMatchObject({
      rate_card: { id: rates.id, revision: 1 },
      contingency: 0.15,
      discount: 0.05,
    });

    const first = await estimate(d.id, discovery.id, {
      name: 'Research',
      role_id: designer.id,
      quantity: 24,
    });
    expect(first).toEqual({
      id: expect.stringMatching(/^est_[0-9A-Za-z]{22}$/),
      phase_id: discovery.id,
      name: 'Research',
      role_id: designer.id,
      quantity: 24,
      cost_rate: 55,
      price_rate: 95,
      fixed_price: null,
      fixed_cost: null,
      cost: 1518,
      price: 2622,
    });
    await estimate(d.id, discovery.id, { name: 'Planning', role_id: pm.id, quantity: 3 });
    await estimate(d.id, build.id, { name: 'API', role_id: developer.id, quantity: 120.5 });
    await estimate(d.id, build.id, { name: 'Screens', role_id: designer.id, quantity: 16.25 });
    await estimate(d.id, build.id, { name: 'Delivery', role_id: pm.id, quantity: 10 });
    await estimate(d.id, build.id, { name: 'Hosting setup', fixed_price: 1200, fixed_cost: 800 });

    const pricing = await pricingOf(d.id);
    expect(Object.keys(pricing)).toEqual([
      'currency',
      'rate_card',
      'contingency',
      'discount',
      'lines',
      'by_phase',
      'by_role',
      'subtotal',
      'discount_amount',
      'cost',
      'price',
      'margin',
      'target_price',
      'target_margin',
      'variance',
    ]);
    expect(
      pricing.lines.map((l: { name: string; cost: number; price: number }) => [l.name, l.cost, l.price]),
    ).toEqual([
      ['Research', 1518, 2622],
      ['Planning', 1656, 2932.5],
      ['API', 8660.94, 15243.25],
      ['Screens', 1027.81, 1775.31],
      ['Delivery', 5520, 9775],
      ['Hosting setup', 800, 1200],
    ]);
    expect(pricing).toMatchObject({
      currency: 'usd',
      by_phase: [
        { phase_id: discovery.id, cost: 3174, price: 5554.5 },
        { phase_id: build.id, cost: 16008.75, price: 27993.56 },
      ],
      by_role: [
        { role_id: designer.id, quantity: 40.25, cost: 2545.81, price: 4397.31 },
        { role_id: developer.id, quantity: 120.5, cost: 8660.94, price: 15243.25 },
        { role_id: pm.id, quantity: 13, cost: 7176, price: 12707.5 },
        { role_id: null, quantity: null, cost: 800, price: 1200 },
      ],
      subtotal: 33548.06,
      discount_amount: 1677.4,
      cost: 19182.75,
      price: 31870.66,
      margin: 0.3981,
      target_price: 30000,
      target_margin: 0.4,
      variance: { price: 1870.66, margin: -0.0019 },
    });
    // The deal's own figures are the pricing's (README, docs/pricing.md).
    const priced = (await api.call('GET', `/v1/deal/${d.id}`, { token: team.member.read })).body;
    expect(priced).toMatchObject({ price: 31870.66, cost: 19182.75, margin: 0.3981 });

    // A reschedule changes no amount.
    await made('POST', `/v1/deal/${d.id}/reschedule`, { shift: '+3w' }, team.owner.rw, 200);
    expect(await pricingOf(d.id)).toEqual(pricing);
  });

  it('keeps its copy of the rates until refresh-rates, and refuses a card in another currency', async () => {
    const dev = await role('Refresh developer', 'hour');
    const rates = await card([{ role_id: dev.id, cost_rate: 50, price_rate: 100 }]);
    const d = await deal();
    const p = await phase(d.id, 'Only');
    await made('PUT', `/v1/deal/${d.id}/pricing`, { rate_card_id: rates.id }, team.owner.rw, 200);
    await estimate(d.id, p.id, { name: 'Work', role_id: dev.id, quantity: 10 });
    const path = `/v1/spaces/${team.spaceId}/rate-cards/${rates.id}`;
    await made(
      'PATCH',
      path,
      { rates: [{ role_id: dev.id, cost_rate: 60, price_rate: 120 }] },
      team.owner.rw,
      200,
    );
    expect(await pricingOf(d.id)).toMatchObject({ rate_card: { revision: 1 }, price: 1000, cost: 500 });
    const refreshed = await made(
      'POST',
      `/v1/deal/${d.id}/pricing/refresh-rates`,
      undefined,
      team.member.rw,
      200,
    );
    expect(refreshed).toMatchObject({ rate_card: { revision: 2 }, price: 1200, cost: 600, margin: 0.5 });

    const eur = await card([{ role_id: dev.id, cost_rate: 1, price_rate: 2 }], 'eur');
    expect(
      await api.call('PUT', `/v1/deal/${d.id}/pricing`, {
        token: team.owner.rw,
        body: { rate_card_id: eur.id },
      }),
    ).toEqual({
      status: 409,
      body: {
        message: `rate card ${eur.id} is in EUR but the deal is in USD: a deal is priced with a card in its own currency`,
      },
    });
    // A card that does not rate the role the estimates use: 409 naming it, and nothing changes.
    const other = await card([]);
    expect(
      await api.call('PUT', `/v1/deal/${d.id}/pricing`, {
        token: team.owner.rw,
        body: { rate_card_id: other.id },
      }),
    ).toEqual({
      status: 409,
      body: { message: `role ${dev.id} is missing from rate card ${other.id}; the deal's estimates use it` },
    });
    expect(await pricingOf(d.id)).toMatchObject({ rate_card: { id: rates.id, revision: 2 }, price: 1200 });
  });

  it('refuses bad estimates: 400 naming the field, 409 naming the role, 404 for what is out of reach', async () => {
    const dev = await role('Checked developer', 'hour');
    const unrated = await role('Unrated', 'hour');
    const gone = await role('Archived', 'day');
    const rates = await card([
      { role_id: dev.id, cost_rate: 10, price_rate: 20 },
      { role_id: gone.id, cost_rate: 10, price_rate: 20 },
    ]);
    await api.call('DELETE', `/v1/spaces/${team.spaceId}/roles/${gone.id}`, { token: team.owner.rw });
    const foreignRole = await role('Foreign', 'hour', stranger.ownSpaceId, stranger.rw);
    const foreignCard = await card([], 'usd', stranger.ownSpaceId, stranger.rw);
    const foreignDeal = await deal({}, stranger.ownSpaceId, stranger.rw);
    const foreignPhase = await phase(foreignDeal.id, 'Theirs', stranger.rw);
    const d = await deal();
    const p = await phase(d.id, 'Mine');
    const post = (body: unknown, phaseId = p.id) =>
      api.call('POST', `/v1/deal/${d.id}/phases/${phaseId}/estimates`, { token: team.member.rw, body });

    expect(await post({ name: 'Early', role_id: dev.id, quantity: 1 })).toEqual({
      status: 409,
      body: {
        message:
          "the deal has no rate card; give it one with PUT /v1/deal/{id}/pricing before estimating a role's effort",
      },
    });
    expect(
      await api.call('PUT', `/v1/deal/${d.id}/pricing`, {
        token: team.owner.rw,
        body: { rate_card_id: foreignCard.id },
      }),
    ).toEqual({ status: 404, body: { message: 'rate card not found' } });
    await made('PUT', `/v1/deal/${d.id}/pricing`, { rate_card_id: rates.id }, team.owner.rw, 200);

    const negative = await post({ name: 'Negative', role_id: dev.id, quantity: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({
      success: false,
      data: { name: 'Negative', role_id: dev.id, quantity: -1 },
      error: [{ path: ['quantity'], message: 'must not be less than 0' }],
    });
    const bad = await api.call('PUT', `/v1/deal/${d.id}/pricing`, {
      token: team.owner.rw,
      body: { rate_card_id: rates.id, contingency: 1.5 },
    });
    expect(bad.body.error).toEqual([{ path: ['contingency'], message: 'must not be greater than 1' }]);
    expect(await post({ name: 'Unknown', role_id: 'rol_0000000000000000000000', quantity: 1 })).toEqual({
      status: 409,
      body: { message: 'role rol_0000000000000000000000 is unknown' },
    });
    expect(await post({ name: 'Archived', role_id: gone.id, quantity: 1 })).toEqual({
      status: 409,
      body: { message: `role ${gone.id} is archived` },
    });
    expect(await post({ name: 'Unrated', role_id: unrated.id, quantity: 1 })).toEqual({
      status: 409,
      body: { message: `role ${unrated.id} is missing from rate card ${rates.id}` },
    });
    expect(await post({ name: 'Foreign role', role_id: foreignRole.id, quantity: 1 })).toEqual({
      status: 404,
      body: { message: 'role not found' },
    });
    expect(await post({ name: 'Foreign phase', fixed_price: 1, fixed_cost: 1 }, foreignPhase.id)).toEqual({
      status: 404,
      body: { message: 'phase not found' },
    });
    expect((await pricingOf(d.id)).lines).toEqual([]);
    expect((await api.call('GET', `/v1/deal/${d.id}/pricing`, { token: stranger.rw })).status).toBe(404);
  });

  it('refuses an estimate on a deal that holds 5,000 already: 409, nothing written', async () => {
    const d = await deal();
    const p = await phase(d.id, 'Crowded');
    // 4,999 written straight to the table (as many requests would take minutes), then one through the API.
    await database.dataSource.query(
      `INSERT INTO estimates (id, deal_id, phase_id, name, fixed_price, fixed_cost, created_at)
       SELECT 'est_bulk_' || n, $1, $2, 'Line ' || n, 100, 50, now() FROM generate_series(1, 4999) AS n`,
      [d.id, p.id],
    );
    await estimate(d.id, p.id, { name: 'The last one', fixed_price: 1, fixed_cost: 0 });
    const before = (await api.call('GET', `/v1/deal/${d.id}`, { token: team.member.read })).body;
    const refused = await api.call('POST', `/v1/deal/${d.id}/phases/${p.id}/estimates`, {
      token: team.member.rw,
      body: { name: 'One too many', fixed_price: 1, fixed_cost: 0 },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: 'a deal holds at most 5000 estimates' } });
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM estimates WHERE deal_id = $1`,
      [d.id],
    );
    expect(count).toBe(5000);
    const after = (await api.call('GET', `/v1/deal/${d.id}`, { token: team.member.read })).body;
    expect(after).toEqual(before);
  });

  it('edits and removes an estimate; a pending deal is read-only for pricing like any change', async () => {
    const dev = await role('Edited developer', 'hour');
    const rates = await card([{ role_id: dev.id, cost_rate: 40, price_rate: 80 }]);
    const d = await deal();
    const p = await phase(d.id, 'Work');
    const other = await phase(d.id, 'Other');
    await made(
      'PUT',
      `/v1/deal/${d.id}/pricing`,
      { rate_card_id: rates.id, discount: 0.1 },
      team.owner.rw,
      200,
    );
    const effort = await estimate(d.id, p.id, { name: 'Effort', role_id: dev.id, quantity: 2 });
    const fixed = await estimate(d.id, p.id, { name: 'Licence', fixed_price: 99.99, fixed_cost: 50 });
    const at = (e: { id: string }, phaseId = p.id) => `/v1/deal/${d.id}/phases/${phaseId}/estimates/${e.id}`;

    const edited = await made('PATCH', at(effort), { quantity: 2.5 }, team.member.rw, 200);
    expect(edited).toMatchObject({ quantity: 2.5, cost: 100, price: 200 });
    const wrongKind = await api.call('PATCH', at(fixed), { token: team.member.rw, body: { quantity: 1 } });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error).toEqual([
      { path: ['quantity'], message: 'does not apply to a fixed estimate (fixed_price and fixed_cost)' },
    ]);
    expect(
      await api.call('PATCH', at(fixed, other.id), { token: team.member.rw, body: { name: 'x' } }),
    ).toEqual({
      status: 404,
      body: { message: 'estimate not found' },
    });
    expect(await pricingOf(d.id)).toMatchObject({
      subtotal: 299.99,
      discount_amount: 30,
      price: 269.99,
      cost: 150,
    });

    await made('POST', `/v1/deal/${d.id}/status`, { status: 'pending' }, team.owner.rw, 200);
    const readOnly = { status: 409, body: { message: 'deal is pending approval and read-only' } };
    expect(await api.call('DELETE', at(fixed), { token: team.owner.rw })).toEqual(readOnly);
    expect(
      await api.call('POST', `/v1/deal/${d.id}/phases/${p.id}/estimates`, {
        token: team.owner.rw,
        body: { name: 'Late', fixed_price: 1, fixed_cost: 1 },
      }),
    ).toEqual(readOnly);
    expect(
      await api.call('PUT', `/v1/deal/${d.id}/pricing`, {
        token: team.owner.rw,
        body: { rate_card_id: rates.id },
      }),
    ).toEqual(readOnly);
    expect(
      await api.call('POST', `/v1/deal/${d.id}/pricing/refresh-rates`, { token: team.owner.rw }),
    ).toEqual(readOnly);
    await made('POST', `/v1/deal/${d.id}/status`, { status: 'draft', reason: 'reprice' }, team.owner.rw, 200);
    expect((await api.call('DELETE', at(fixed), { token: team.member.rw })).status).toBe(204);
    expect(await pricingOf(d.id)).toMatchObject({
      subtotal: 200,
      discount_amount: 20,
      price: 180,
      cost: 100,
    });
  });

  it('removing a phase removes its estimates; deleting the space takes its roles, cards, pricing and estimates', async () => {
    const person = await aPerson(database, 'Leaving owner');
    const space = person.ownSpaceId;
    const dev = await role('Leaving developer', 'hour', space, person.rw);
    const rates = await card([{ role_id: dev.id, cost_rate: 1, price_rate: 2 }], 'usd', space, person.rw);
    const d = await deal({}, space, person.rw);
    const kept = await phase(d.id, 'Kept', person.rw);
    const dropped = await phase(d.id, 'Dropped', person.rw);
    await made('PUT', `/v1/deal/${d.id}/pricing`, { rate_card_id: rates.id }, person.rw, 200);
    await estimate(d.id, kept.id, { name: 'Stays', role_id: dev.id, quantity: 1 }, person.rw);
    await estimate(d.id, dropped.id, { name: 'Goes', fixed_price: 5, fixed_cost: 1 }, person.rw);
    expect((await pricingOf(d.id, person.rw)).subtotal).toBe(7);
    await made('DELETE', `/v1/deal/${d.id}/phases/${dropped.id}`, undefined, person.rw, 204);
    const after = await pricingOf(d.id, person.rw);
    expect(after).toMatchObject({ subtotal: 2, by_phase: [{ phase_id: kept.id, cost: 1, price: 2 }] });
    expect(after.lines.map((line: { name: string }) => line.name)).toEqual(['Stays']);

    await made('DELETE', `/v1/spaces/${space}`, undefined, person.rw, 204);
    const left: { n: string }[] = await database.dataSource.query(
      `SELECT (SELECT count(*) FROM pricing_roles WHERE space_id = $1) + (SELECT count(*) FROM rate_cards WHERE space_id = $1)
            + (SELECT count(*) FROM deal_pricing WHERE deal_id = $2) + (SELECT count(*) FROM estimates WHERE deal_id = $2) AS n`,
      [space, d.id],
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});
