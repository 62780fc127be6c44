import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { aTeam, type Team } from '../../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../../testing/api-test-app';

/**
 * GET /v1/deal/{id}/pricing keeps its bodies per deal revision in each api process: two apis on one
 * database stand for two instances, and a write through either is seen by the other's next read.
 */
let database: Database;
let one: TestApi;
let other: TestApi;
let team: Team;

const MONDAY = Date.parse('2030-01-07T00:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  one = await startTestApi(database);
  other = await startTestApi(database);
  team = await aTeam(database);
}, 60_000);

afterAll(async () => {
  await one?.close();
  await other?.close();
  await database?.close();
});

async function made(api: TestApi, method: string, path: string, body: unknown, status = 201) {
  const answer = await api.call(method, path, { token: team.owner.rw, body });
  expect({ path, status: answer.status, body: answer.body }).toMatchObject({ path, status });
  return answer.body;
}

async function pricedDeal() {
  const dev = await made(one, 'POST', `/v1/spaces/${team.spaceId}/roles`, { name: 'Dev', unit: 'hour' });
  const rates = [{ role_id: dev.id, cost_rate: 50, price_rate: 100 }];
  const card = await made(one, 'POST', `/v1/spaces/${team.spaceId}/rate-cards`, {
    name: 'Card',
    currency: 'usd',
    rates,
  });
  const deal = await made(one, 'POST', '/v1/deals', {
    space: team.spaceId,
    name: 'Cached deal',
    start: MONDAY,
    target_price: 1000,
  });
  const phase = await made(one, 'POST', `/v1/deal/${deal.id}/phases`, {
    name: 'Build',
    start: MONDAY,
    end: MONDAY + 14 * DAY,
    pinned: true,
  });
  await made(one, 'PUT', `/v1/deal/${deal.id}/pricing`, { rate_card_id: card.id, discount: 0.1 }, 200);
  const estimates = `/v1/deal/${deal.id}/phases/${phase.id}/estimates`;
  await made(one, 'POST', estimates, { name: 'Work', role_id: dev.id, quantity: 10 });
  return { dev, card, deal, estimates };
}

const read = async (api: TestApi, dealId: string, headers: Record<string, string> = {}) => {
  const response = await api.get(`/v1/deal/${dealId}/pricing`, team.member.read, headers);
  return { response, text: await response.text() };
};

describe('GET /v1/deal/{id}/pricing kept per deal revision', () => {
  it('answers the same bytes and headers as res.json, from the cache or not, with a working ETag', async () => {
    const { deal } = await pricedDeal();
    const first = await read(one, deal.id);
    const again = await read(one, deal.id);
    expect(first.response.status).toBe(200);
    expect(again.text).toBe(first.text);
    // res.json's form: compact JSON, utf-8, its length, Express's weak ETag of the bytes.
    expect(first.text).toBe(JSON.stringify(JSON.parse(first.text)));
    for (const { response, text } of [first, again]) {
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-.+"$/);
    }
    const etag = first.response.headers.get('etag') as string;
    expect(again.response.headers.get('etag')).toBe(etag);
    // Cache-Control sent, or fetch would send `no-cache` with a conditional request (and get a 200).
    const conditional = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    expect((await read(one, deal.id, conditional)).response.status).toBe(304);
    expect(JSON.parse(first.text)).toMatchObject({ subtotal: 1000, discount_amount: 100, price: 900 });
  });

  it("shows every write through another instance at once: estimates, the deal's targets, refreshed rates", async () => {
    const { dev, card, deal, estimates } = await pricedDeal();
    const before = JSON.parse((await read(one, deal.id)).text);
    expect(before).toMatchObject({ subtotal: 1000, price: 900, variance: { price: -100 } });

    await made(other, 'POST', estimates, { name: 'More', role_id: dev.id, quantity: 5 });
    expect(JSON.parse((await read(one, deal.id)).text)).toMatchObject({ subtotal: 1500, price: 1350 });

    await made(other, 'PATCH', `/v1/deal/${deal.id}`, { target_price: 2000 }, 200);
    expect(JSON.parse((await read(one, deal.id)).text)).toMatchObject({
      target_price: 2000,
      variance: { price: -650 },
    });

    // A card edit reaches no deal until refresh-rates (the deal keeps a copy of the rates).
    const edited = [{ role_id: dev.id, cost_rate: 60, price_rate: 200 }];
    await made(other, 'PATCH', `/v1/spaces/${team.spaceId}/rate-cards/${card.id}`, { rates: edited }, 200);
    expect(JSON.parse((await read(one, deal.id)).text)).toMatchObject({ subtotal: 1500, cost: 750 });
    await made(other, 'POST', `/v1/deal/${deal.id}/pricing/refresh-rates`, undefined, 200);
    const after = JSON.parse((await read(one, deal.id)).text);
    expect(after).toMatchObject({ rate_card: { id: card.id, revision: 2 }, subtotal: 3000, cost: 900 });
    // Both instances answer the same bytes for the same revision.
    expect((await read(other, deal.id)).text).toBe((await read(one, deal.id)).text);
  });
});
