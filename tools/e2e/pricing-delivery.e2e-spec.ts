import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../libs/persistence/src/testing/test-database';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../libs/node-adapters/src/testing/webhook-receiver';
import { runBootstrap } from '../bootstrap-command';
import { planLaunch, type RunningApp } from '../start-all/app-starter';
// A price change crosses the api and the dispatcher, so this test composes them as `npm start` does.
import { apiStarter } from '../../apps/api/src/start-api';
import { dispatcherStarter } from '../../apps/webhook-dispatcher/src/start-dispatcher';

/**
 * Issue 25, "Done when": a receiver gets the price change with previous values, and a rate-card
 * edit leaves the deal unchanged until refresh. Over real HTTP only: the api, the dispatcher, and a
 * receiver on 127.0.0.1 behind a `deal_updated` automation whose condition is "price changed".
 */
let database: Database;
let apps: RunningApp[] = [];
let receiver: WebhookReceiver;
let token: string;
let spaceId: string;
let apiUrl: string;
let secret: string;

const MONDAY = Date.parse('2030-01-07T00:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  const workspace = await runBootstrap(database, {});
  token = workspace.tokens.read_write;
  spaceId = workspace.space.id;
  receiver = await startWebhookReceiver();
  const plan = planLaunch([apiStarter, dispatcherStarter], {
    API_PORT: '0',
    DISPATCHER_PORT: '0',
    API_METRICS_PORT: '0',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://app.example.test',
  });
  for (const app of plan.apps) apps.push(await app.start(database));
  const url = apps.find((app) => app.name === 'api')?.url;
  if (!url) throw new Error('api is not running');
  apiUrl = `${url}/v1`;
  const automation = await api('POST', `/spaces/${spaceId}/automations`, {
    name: 'Price watch',
    trigger: { type: 'deal_updated', conditions: [{ field: 'price', op: 'changed' }] },
    actions: [{ type: 'send_webhook', url: `${receiver.url}/prices`, message: '$name is now $price' }],
  });
  expect(automation.status).toBe(201);
  secret = automation.body.actions[0].secret;
}, 60_000);

afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
  apps = [];
  await receiver?.close();
  await database?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The call, which must answer `status`; its body. */
async function ok(method: string, path: string, body?: unknown, status = 200) {
  const answer = await api(method, path, body);
  expect({ path, status: answer.status, body: answer.body }).toMatchObject({ path, status });
  return answer.body;
}

const payloadAt = (n: number) => JSON.parse(receiver.received[n]?.body ?? 'null');

/**
 * The deal's events in the feed, one per revision. The feed shows a transaction once every older
 * one has ended (docs/events.md "Commit order"): poll, bounded, until the deal's revisions are there.
 */
async function eventsOf(dealId: string): Promise<unknown[]> {
  const { revision } = await ok('GET', `/deal/${dealId}`);
  for (let tries = 0; ; tries += 1) {
    const { items } = await ok('GET', `/spaces/${spaceId}/events?deal_id=${dealId}&limit=100`);
    if (items.length >= revision || tries === 200) return items;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('a receiver gets the price change with previous values; a rate-card edit changes nothing until refresh', async () => {
  const role = await ok('POST', `/spaces/${spaceId}/roles`, { name: 'Developer', unit: 'hour' }, 201);
  const card = await ok(
    'POST',
    `/spaces/${spaceId}/rate-cards`,
    { name: 'Standard', currency: 'usd', rates: [{ role_id: role.id, cost_rate: 50, price_rate: 100 }] },
    201,
  );
  const deal = await ok(
    'POST',
    '/deals',
    { space: spaceId, name: 'Priced by estimates', currency: 'usd', price: 5000, cost: 1000, start: MONDAY },
    201,
  );
  const phase = await ok(
    'POST',
    `/deal/${deal.id}/phases`,
    { name: 'Build', start: MONDAY, end: MONDAY + 14 * 86_400_000, pinned: true },
    201,
  );
  await ok('PUT', `/deal/${deal.id}/pricing`, { rate_card_id: card.id, discount: 0.1 });

  // 10 h at 50/100, 10 % off: price 900, cost 500. The receiver hears the previous figures.
  await ok(
    'POST',
    `/deal/${deal.id}/phases/${phase.id}/estimates`,
    { name: 'API', role_id: role.id, quantity: 10 },
    201,
  );
  await receiver.waitFor(1, 10_000);
  expect(receiver.received[0]?.headers['x-service-webhook']).toBe(secret);
  expect(payloadAt(0)).toMatchObject({
    event: 'service_deal_updated',
    space_id: spaceId,
    deal: { id: deal.id, price: 900, cost: 500, margin: 0.4444, currency: 'usd' },
    changes: { price: 5000, cost: 1000, margin: 0.8 },
    message: 'Priced by estimates is now 900',
  });

  // The card's new rates reach no deal by themselves: the deal, its pricing and its events stay.
  const before = await ok('GET', `/deal/${deal.id}`);
  const pricing = await ok('GET', `/deal/${deal.id}/pricing`);
  const events = await eventsOf(deal.id);
  expect(events).toHaveLength(before.revision);
  const edited = await ok('PATCH', `/spaces/${spaceId}/rate-cards/${card.id}`, {
    rates: [{ role_id: role.id, cost_rate: 60, price_rate: 150 }],
  });
  expect(edited.revision).toBe(2);
  expect(await ok('GET', `/deal/${deal.id}`)).toEqual(before);
  expect(await ok('GET', `/deal/${deal.id}/pricing`)).toEqual(pricing);
  expect(await eventsOf(deal.id)).toEqual(events);

  // Refreshing the rates does: price 1350, cost 600, and one more delivery with the previous figures.
  await ok('POST', `/deal/${deal.id}/pricing/refresh-rates`);
  expect(await ok('GET', `/deal/${deal.id}`)).toMatchObject({ price: 1350, cost: 600, margin: 0.5556 });
  await receiver.waitFor(2, 10_000);
  expect(payloadAt(1)).toMatchObject({
    deal: { id: deal.id, price: 1350, cost: 600, margin: 0.5556 },
    changes: { price: 900, cost: 500, margin: 0.4444 },
  });
  expect(receiver.received).toHaveLength(2);
});
