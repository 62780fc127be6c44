import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { startWebhookIn, type RunningWebhookIn } from '../start-webhook-in';
import {
  aSpaceWithIncomingWebhook,
  aStoredDeal,
  type IncomingSpace,
} from '../testing/incoming-webhook.fixture';
import { testConfig } from '../testing/webhook-in-test-app';

/**
 * Operations, second round, item 5: webhook-in's own series, scraped from its metrics port while
 * the real app runs on loopback (docs/operations.md "Metrics").
 */
let database: Database;
let space: IncomingSpace;
let dealId: string;
/** A space whose automation applies only to pending deals; its deal is not pending. */
let conditional: IncomingSpace;
let conditionalDealId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  space = await aSpaceWithIncomingWebhook(database);
  dealId = (await aStoredDeal(database, space.spaceId)).id;
  conditional = await aSpaceWithIncomingWebhook(database, {
    conditions: [{ field: 'deal.status', op: 'equals', value: 'pending' }],
  });
  conditionalDealId = (await aStoredDeal(database, conditional.spaceId, { status: 'draft' })).id;
});

afterAll(async () => {
  await database?.close();
});

const send = (app: RunningWebhookIn, key: string, body: string, spaceId = space.spaceId) =>
  fetch(`${app.url}/spaces/${spaceId}/webhook-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-webhook': key },
    body,
  }).then((response) => response.status);

const scrape = async (app: RunningWebhookIn) => (await fetch(`${app.metricsUrl}/metrics`)).text();

it('counts every incoming webhook by outcome, and each refusal by reason', async () => {
  const app = await startWebhookIn(database, testConfig({ failedKeys: { limit: 2, windowSeconds: 60 } }));
  try {
    expect(await send(app, space.key, JSON.stringify({ id: dealId, name: 'Renamed' }))).toBe(200);
    expect(await send(app, space.key, JSON.stringify({ id: dealId, name: 'Renamed again' }))).toBe(200);
    expect(await send(app, space.key, JSON.stringify({ external_id: 'NO-SUCH-DEAL' }))).toBe(200);
    const notForDrafts = JSON.stringify({ id: conditionalDealId, name: 'Renamed' });
    expect(await send(app, conditional.key, notForDrafts, conditional.spaceId)).toBe(200);
    expect(await send(app, space.key, '{"id":')).toBe(400);
    expect(await send(app, space.key, JSON.stringify({ id: dealId, probability: 'high' }))).toBe(400);
    // Two wrong keys are refused 401; the client's third attempt is over its limit: 429.
    expect(await send(app, 'wrong-key-1', '{}')).toBe(401);
    expect(await send(app, 'wrong-key-2', '{}')).toBe(401);
    expect(await send(app, 'wrong-key-3', '{}')).toBe(429);
    expect((await fetch(`${app.url}/no/such/route`)).status).toBe(404);

    const text = await scrape(app);
    const series = (labels: string, value: number) =>
      expect(text).toContain(`webhook_in_requests_total{${labels},app="webhook-in"} ${value}`);
    series('outcome="applied"', 2);
    series('outcome="unmatched"', 1);
    series('outcome="not_applied"', 1);
    series('outcome="rejected",reason="invalid_body"', 1);
    series('outcome="rejected",reason="validation"', 1);
    series('outcome="rejected",reason="bad_key"', 2);
    series('outcome="rejected",reason="rate_limited"', 1);
    expect(text).toContain(
      'http_requests_total{method="GET",route="unmatched",status_class="4xx",app="webhook-in"} 1',
    );
    expect(text).toMatch(/db_pool_max_connections\{app="webhook-in"\} \d+/);
    expect(text).not.toContain('{*path}');
    expect(text).not.toContain(space.key);
    expect(text).not.toContain(space.spaceId);
  } finally {
    await app.close();
  }
});

it('counts the requests refused because the rate-limit store (Redis) is unreachable', async () => {
  const app = await startWebhookIn(database, testConfig({ redisUrl: 'redis://127.0.0.1:1' }));
  try {
    expect(await send(app, space.key, JSON.stringify({ id: dealId }))).toBe(503);
    const text = await scrape(app);
    expect(text).toContain('rate_limit_store_errors_total{store="redis",app="webhook-in"} 1');
    expect(text).toContain(
      'webhook_in_requests_total{outcome="rejected",reason="limiter_unavailable",app="webhook-in"} 1',
    );
  } finally {
    await app.close();
  }
});
