import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { anApprover, aTeam, type Person, type Team } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';

/** Issue 25 item 5: a deal's price, cost and margin follow its estimates (docs/pricing.md). */
let database: Database;
let api: TestApi;
let team: Team;
let approver: Person;

const MONDAY = Date.parse('2030-01-07T00:00:00Z');
const DAY = 86_400_000;
const FROM_ESTIMATES = "price, cost and margin come from the deal's estimates";

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  approver = await anApprover(database, team.spaceId);
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

const get = async (path: string, token = team.member.read) => (await api.call('GET', path, { token })).body;
const dealOf = (id: string) => get(`/v1/deal/${id}`);
type FeedEvent = {
  revision: number;
  actor: { type: string; id: string };
  data: { changes: Record<string, unknown>; deal: Record<string, unknown> };
};

/**
 * The deal's events in the feed: one per revision (its creation is revision 1). The feed shows a
 * transaction once every older one in the database server has ended (docs/events.md "Commit
 * order"), so poll, bounded, until all the deal's revisions are there.
 */
async function eventsOf(id: string): Promise<FeedEvent[]> {
  const { revision } = await dealOf(id);
  for (let tries = 0; ; tries += 1) {
    const items: FeedEvent[] = (await get(`/v1/spaces/${team.spaceId}/events?deal_id=${id}&limit=100`)).items;
    if (items.length >= revision || tries === 200) return items;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A deal in USD with one phase, a card rating one role at 50/100 an hour, and that card as its pricing. */
async function pricedDeal(name: string, extra: Record<string, unknown> = {}) {
  const role = await made('POST', `/v1/spaces/${team.spaceId}/roles`, { name, unit: 'hour' });
  const card = await made('POST', `/v1/spaces/${team.spaceId}/rate-cards`, {
    name,
    currency: 'usd',
    rates: [{ role_id: role.id, cost_rate: 50, price_rate: 100 }],
  });
  const deal = await made('POST', '/v1/deals', {
    space: team.spaceId,
    name,
    currency: 'usd',
    price: 5000,
    cost: 1000,
    start: MONDAY,
    ...extra,
  });
  const phase = await made('POST', `/v1/deal/${deal.id}/phases`, {
    name: 'Build',
    start: MONDAY,
    end: MONDAY + 14 * DAY,
    pinned: true,
  });
  await made(
    'PUT',
    `/v1/deal/${deal.id}/pricing`,
    { rate_card_id: card.id, discount: 0.1 },
    team.owner.rw,
    200,
  );
  const estimates = `/v1/deal/${deal.id}/phases/${phase.id}/estimates`;
  return { role, card, deal, phase, estimates };
}

describe("a deal's price, cost and margin follow its estimates", () => {
  it('are the pricing figures once it has an estimate, on every read, with a deal change each time', async () => {
    const { role, deal, estimates } = await pricedDeal('Figures');
    const before = await dealOf(deal.id);
    expect(before).toMatchObject({ price: 5000, cost: 1000, margin: 0.8 });

    // 12.5 h at 50/100 → cost 625, subtotal 1250, 10 % off → price 1125, margin (1125 − 625) / 1125.
    const line = await made(
      'POST',
      estimates,
      { name: 'Work', role_id: role.id, quantity: 12.5 },
      team.member.rw,
    );
    const pricing = await get(`/v1/deal/${deal.id}/pricing`);
    expect(pricing).toMatchObject({ price: 1125, cost: 625, margin: 0.4444 });
    const after = await dealOf(deal.id);
    expect(after).toMatchObject({ price: 1125, cost: 625, margin: 0.4444, revision: before.revision + 1 });
    expect(after.updated_at).toBeGreaterThan(before.updated_at);
    const listed = await get(`/v1/deals?space=${team.spaceId}&limit=100`);
    expect(listed.items.find((d: { id: string }) => d.id === deal.id)).toEqual(after);

    // The events feed: the change, its actor, the previous figures in `changes`.
    const events = await eventsOf(deal.id);
    expect(events.at(-1)).toMatchObject({
      revision: after.revision,
      actor: { type: 'user', id: team.member.id },
      data: {
        changes: { price: 5000, cost: 1000, margin: 0.8 },
        deal: { price: 1125, cost: 625, margin: 0.4444 },
      },
    });

    // Edit, then a discount change: each recomputes, each is one more event.
    await made('PATCH', `${estimates}/${line.id}`, { quantity: 10 }, team.member.rw, 200);
    expect(await dealOf(deal.id)).toMatchObject({ price: 900, cost: 500, margin: 0.4444 });
    await made(
      'PUT',
      `/v1/deal/${deal.id}/pricing`,
      { rate_card_id: pricing.rate_card.id },
      team.owner.rw,
      200,
    );
    expect(await dealOf(deal.id)).toMatchObject({ price: 1000, cost: 500, margin: 0.5 });
    expect((await eventsOf(deal.id)).slice(-2).map((e) => e.data.changes)).toEqual([
      { price: 1125, cost: 625 },
      { price: 900, margin: 0.4444 },
    ]);
  });

  it('refuses a PATCH of price, cost or margin on a deal with estimates (409), writing nothing', async () => {
    const { deal, estimates } = await pricedDeal('Refused');
    await made('POST', estimates, { name: 'Licence', fixed_price: 300, fixed_cost: 120 }, team.member.rw);
    const before = await dealOf(deal.id);
    const eventCount = (await eventsOf(deal.id)).length;
    for (const body of [
      { price: 1 },
      { cost: 1 },
      { margin: 0.5 },
      { price: 270, name: 'Renamed' },
      { cost: null },
    ]) {
      expect(await api.call('PATCH', `/v1/deal/${deal.id}`, { token: team.owner.rw, body })).toEqual({
        status: 409,
        body: { message: FROM_ESTIMATES },
      });
    }
    expect(await dealOf(deal.id)).toEqual(before);
    expect(await eventsOf(deal.id)).toHaveLength(eventCount);
    // Other fields still change.
    expect(await made('PATCH', `/v1/deal/${deal.id}`, { name: 'Renamed' }, team.owner.rw, 200)).toMatchObject(
      {
        name: 'Renamed',
        price: 270,
        cost: 120,
      },
    );
  });

  it('keeps the last figures as manual values when the last estimate goes, and takes manual prices again', async () => {
    const { deal, estimates } = await pricedDeal('Last estimate');
    const line = await made(
      'POST',
      estimates,
      { name: 'Only', fixed_price: 200, fixed_cost: 50 },
      team.member.rw,
    );
    const priced = await dealOf(deal.id);
    expect(priced).toMatchObject({ price: 180, cost: 50, margin: 0.7222 });
    await made('DELETE', `${estimates}/${line.id}`, undefined, team.member.rw, 204);
    const kept = await dealOf(deal.id);
    expect(kept).toMatchObject({ price: 180, cost: 50, margin: 0.7222, revision: priced.revision + 1 });
    expect(kept.updated_at).toBeGreaterThan(priced.updated_at);
    expect((await eventsOf(deal.id)).at(-1)?.data.changes).toEqual({});
    expect(
      await made('PATCH', `/v1/deal/${deal.id}`, { price: 400, margin: 0.25 }, team.owner.rw, 200),
    ).toMatchObject({
      price: 400,
      cost: 300,
      margin: 0.25,
    });
  });

  it('past draft, each pricing change takes a version (reason pricing) holding the estimates as they were', async () => {
    const { role, card, deal, phase, estimates } = await pricedDeal('Versioned');
    const first = await made(
      'POST',
      estimates,
      { name: 'First', role_id: role.id, quantity: 2 },
      team.member.rw,
    );
    await made('POST', `/v1/deal/${deal.id}/status`, { status: 'pending' }, team.owner.rw, 200);
    await made('POST', `/v1/deal/${deal.id}/status`, { status: 'approved' }, approver.rw, 200);
    const approved = await dealOf(deal.id);
    await made('POST', estimates, { name: 'Second', fixed_price: 10, fixed_cost: 5 }, team.member.rw);
    const versions = await get(`/v1/deal/${deal.id}/versions`);
    expect(versions.items).toEqual([
      {
        id: expect.stringMatching(/^ver_/),
        deal_id: deal.id,
        created_at: expect.any(Number),
        reason: 'pricing',
        deal: approved,
        phases: [expect.objectContaining({ id: phase.id, name: 'Build' })],
        pricing: {
          rate_card: { id: card.id, revision: 1 },
          contingency: 0,
          discount: 0.1,
          rates: [{ role_id: role.id, cost_rate: 50, price_rate: 100 }],
        },
        estimates: [
          {
            id: first.id,
            phase_id: phase.id,
            name: 'First',
            role_id: role.id,
            quantity: 2,
            fixed_price: null,
            fixed_cost: null,
          },
        ],
      },
    ]);
    expect(await dealOf(deal.id)).toMatchObject({ status: 'approved', price: 189, cost: 105 });
  });

  it('refuses every pricing write and PATCH on a pending deal as any write, writing nothing', async () => {
    const { role, card, deal, estimates } = await pricedDeal('Pending');
    const line = await made(
      'POST',
      estimates,
      { name: 'Work', role_id: role.id, quantity: 1 },
      team.member.rw,
    );
    await made('POST', `/v1/deal/${deal.id}/status`, { status: 'pending' }, team.owner.rw, 200);
    const before = await dealOf(deal.id);
    const readOnly = { status: 409, body: { message: 'deal is pending approval and read-only' } };
    const writes: [string, string, unknown][] = [
      ['PATCH', `/v1/deal/${deal.id}`, { price: 1 }],
      ['PATCH', `/v1/deal/${deal.id}`, { name: 'x' }],
      ['PUT', `/v1/deal/${deal.id}/pricing`, { rate_card_id: card.id }],
      ['POST', `/v1/deal/${deal.id}/pricing/refresh-rates`, undefined],
      ['POST', estimates, { name: 'Late', fixed_price: 1, fixed_cost: 1 }],
      ['PATCH', `${estimates}/${line.id}`, { quantity: 3 }],
      ['DELETE', `${estimates}/${line.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect(await api.call(method, path, { token: team.owner.rw, body })).toEqual(readOnly);
    }
    expect(await dealOf(deal.id)).toEqual(before);
    expect((await get(`/v1/deal/${deal.id}/versions`)).items).toEqual([]);
  });

  it("refuses another currency on a deal with a rate card (409 naming it), and leaves an unpriced deal's alone", async () => {
    const { card, deal } = await pricedDeal('Currency');
    const before = await dealOf(deal.id);
    expect(
      await api.call('PATCH', `/v1/deal/${deal.id}`, { token: team.owner.rw, body: { currency: 'eur' } }),
    ).toEqual({
      status: 409,
      body: {
        message: `the deal is priced in USD with rate card ${card.id}, so its currency cannot become EUR: its copied rates are in USD`,
      },
    });
    expect(await dealOf(deal.id)).toEqual(before);
    const plain = await made('POST', '/v1/deals', { space: team.spaceId, name: 'Unpriced', currency: 'usd' });
    expect(
      await made('PATCH', `/v1/deal/${plain.id}`, { currency: 'eur' }, team.owner.rw, 200),
    ).toMatchObject({
      currency: 'eur',
    });
  });

  it('a rate-card edit leaves the deal unchanged until refresh-rates, which recomputes it', async () => {
    const { role, card, deal, estimates } = await pricedDeal('Refresh');
    await made('POST', estimates, { name: 'Work', role_id: role.id, quantity: 10 }, team.member.rw);
    const before = await dealOf(deal.id);
    const pricing = await get(`/v1/deal/${deal.id}/pricing`);
    expect(before).toMatchObject({ price: 900, cost: 500 });
    await made(
      'PATCH',
      `/v1/spaces/${team.spaceId}/rate-cards/${card.id}`,
      { rates: [{ role_id: role.id, cost_rate: 60, price_rate: 150 }] },
      team.owner.rw,
      200,
    );
    expect(await dealOf(deal.id)).toEqual(before);
    expect(await get(`/v1/deal/${deal.id}/pricing`)).toEqual(pricing);
    await made('POST', `/v1/deal/${deal.id}/pricing/refresh-rates`, undefined, team.member.rw, 200);
    expect(await dealOf(deal.id)).toMatchObject({ price: 1350, cost: 600, margin: 0.5556 });
    expect((await eventsOf(deal.id)).at(-1)?.data.changes).toEqual({ price: 900, cost: 500, margin: 0.4444 });
  });

  it('removing a phase with estimates recomputes the figures', async () => {
    const { deal, estimates } = await pricedDeal('Phase removed');
    const second = await made('POST', `/v1/deal/${deal.id}/phases`, {
      name: 'Extra',
      start: MONDAY,
      end: MONDAY + 7 * DAY,
      pinned: true,
    });
    await made('POST', estimates, { name: 'Kept', fixed_price: 100, fixed_cost: 10 }, team.member.rw);
    await made(
      'POST',
      `/v1/deal/${deal.id}/phases/${second.id}/estimates`,
      { name: 'Dropped', fixed_price: 100, fixed_cost: 90 },
      team.member.rw,
    );
    expect(await dealOf(deal.id)).toMatchObject({ price: 180, cost: 100 });
    await made('DELETE', `/v1/deal/${deal.id}/phases/${second.id}`, undefined, team.owner.rw, 204);
    expect(await dealOf(deal.id)).toMatchObject({ price: 90, cost: 10, margin: 0.8889 });
  });
});
