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

it('labels a request no route matched `unmatched`, whatever its path, never the catch-all pattern', async () => {
  for (const path of ['/nowhere', '/v1/no/such/route/deal_secretlookingid0000003', '/v2/spaces']) {
    // Anonymous: the token's budget of 5 is spent by the first test.
    expect((await fetch(`${api.url}${path}`)).status).toBe(404);
  }
  const text = await scrape();
  expect(text).toContain(
    'http_requests_total{method="GET",route="unmatched",status_class="4xx",app="api"} 3',
  );
  expect(text).not.toContain('{*path}');
  expect(text).not.toContain('nowhere');
});

it('has the database pool and the process metrics', async () => {
  const text = await scrape();
  const size = (database.dataSource.driver as unknown as { master: { options: { max: number } } }).master
    .options.max;
  expect(text).toContain(`db_pool_max_connections{app="api"} ${size}`);
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

it('counts the requests refused because the rate-limit store (Redis) is unreachable', async () => {
  const cut = await startApi(database, testConfig({ redisUrl: 'redis://127.0.0.1:1' }));
  try {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${cut.url}/v1/spaces`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(503);
    }
    // The web sign-in counts its attempts in the same store.
    const csrf = 'a'.repeat(64);
    const signIn = await fetch(`${cut.url}/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `dps_signin=${csrf}`,
        origin: cut.url,
      },
      body: new URLSearchParams({ _csrf: csrf, email: 'someone@example.com', password: 'x' }).toString(),
      redirect: 'manual',
    });
    // Its answer is the web app's business (today a 500 page); what matters here is the count.
    await signIn.text();
    const text = await (await fetch(`${cut.metricsUrl}/metrics`)).text();
    expect(text).toContain('rate_limit_store_errors_total{store="redis",app="api"} 3');
  } finally {
    await cut.close();
  }
});
