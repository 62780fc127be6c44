import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { startApi, type RunningApi } from '../start-api';
import { testConfig } from '../testing/api-test-app';

/** Issue 12: the api's Prometheus metrics, on a port of their own (docs/operations.md "Metrics"). */
let database: Database;
let api: RunningApi;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  token = (await runBootstrap(database, {})).tokens.read_write;
  api = await startApi(database, testConfig({ rateLimit: { limit: 5, windowSeconds: 60 } }));
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const scrape = async () => {
  const response = await fetch(`${api.metricsUrl}/metrics`);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

it('counts requests by route template and status class, never by id, and the 429s of the rate limit', async () => {
  const get = (path: string) => fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  await get('/v1/deal/deal_secretlookingid0000001');
  await get('/v1/deal/deal_secretlookingid0000002');
  for (let i = 0; i < 5; i++) await get('/v1/spaces');
  for (const spelling of ['/readyz', '/READYZ/', '/HealthZ']) {
    expect((await fetch(`${api.url}${spelling}`)).status).toBe(200);
  }
  const text = await scrape();
  expect(text).toContain(
    'http_requests_total{method="GET",route="/v1/deal/:id",status_class="4xx",app="api"} 2',
  );
  expect(text).toMatch(
    /http_requests_total\{method="GET",route="\/v1\/spaces",status_class="2xx",app="api"\} [34]/,
  );
  expect(text).toMatch(/rate_limit_rejections_total\{route="\/v1\/spaces",app="api"\} [12]/);
  expect(text).toContain(
    'http_request_duration_seconds_bucket{le="0.005",app="api",method="GET",route="/v1/deal/:id",status_class="4xx"}',
  );
  expect(text).not.toContain('secretlookingid');
  expect(text).not.toContain(token);
  // The probes are not counted (nor logged), whatever the spelling that reached them.
  expect(text.toLowerCase()).not.toMatch(/readyz|healthz/);
});

it('has the database pool and the process metrics', async () => {
  const text = await scrape();
  expect(text).toMatch(/db_pool_connections\{state="in_use",app="api"\} \d+/);
  expect(text).toMatch(/db_pool_connections\{state="idle",app="api"\} \d+/);
  expect(text).toMatch(/db_pool_waiting_requests\{app="api"\} 0/);
  expect(text).toMatch(/process_cpu_user_seconds_total\{app="api"\} /);
  expect(text).toMatch(/nodejs_eventloop_lag_seconds\{app="api"\} /);
});

it('is not on the public port, and the metrics port serves nothing else', async () => {
  expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
  expect((await fetch(`${api.metricsUrl}/v1/spaces`)).status).toBe(404);
});
