import { AppLifecycle } from '@deal/nest-kit';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';

/** Issue 12: the api's liveness and readiness for an orchestrator (docs/operations.md). */
let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ rateLimit: { limit: 2, windowSeconds: 60 } }));
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const probe = async (path: string) => {
  const response = await api.get(path);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.json(),
  };
};

it('answers /healthz and /readyz with 200 when the database is up and migrated', async () => {
  expect(await probe('/healthz')).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
  expect(await probe('/readyz')).toEqual({
    status: 200,
    cacheControl: 'no-store',
    body: {
      status: 'ok',
      info: { serving: { status: 'up' }, database: { status: 'up' } },
      error: {},
      details: { serving: { status: 'up' }, database: { status: 'up' } },
    },
  });
});

it('is never rate limited and spends no budget, and needs no credential', async () => {
  for (let i = 0; i < 10; i++) {
    expect((await api.get('/readyz')).status).toBe(200);
    expect((await api.get('/healthz')).status).toBe(200);
  }
  expect((await api.get('/v1/meta')).status).toBe(200);
});

it('is not part of the public API document', async () => {
  const document = (await (await api.get('/v1/openapi.json')).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(document.paths).filter((path) => !path.startsWith('/v1/'))).toEqual([]);
});

it('turns not ready while draining, and stays alive', async () => {
  const draining = await startTestApi(database);
  try {
    await draining.app.get(AppLifecycle).drain(0);
    expect(await probeOf(draining, '/readyz')).toEqual({
      status: 503,
      body: {
        status: 'error',
        info: {},
        error: { serving: { status: 'down', message: 'draining' } },
        details: { serving: { status: 'down', message: 'draining' } },
      },
    });
    expect((await probeOf(draining, '/healthz')).status).toBe(200);
    expect((await draining.call('GET', '/v1/meta')).status).toBe(200); // still serving
  } finally {
    await draining.close();
  }
});

async function probeOf(target: TestApi, path: string) {
  const response = await target.get(path);
  return { status: response.status, body: await response.json() };
}

it('answers a flood of probes from one verdict a second, and tells a lost database within a second', async () => {
  const own = await openTestDatabase();
  const target = await startTestApi(own);
  try {
    const started = Date.now();
    const flood = await Promise.all(Array.from({ length: 300 }, () => probeOf(target, '/readyz')));
    expect(flood.every((answer) => answer.status === 200)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    await own.close();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await probeOf(target, '/readyz')).toMatchObject({
      status: 503,
      body: { status: 'error', error: { database: { status: 'down', message: 'not connected' } } },
    });
    expect((await probeOf(target, '/healthz')).status).toBe(200);
  } finally {
    await target.close();
  }
});
