import { AppLifecycle } from '@deal/nest-kit';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { startTestWebhookIn, testConfig, type TestWebhookIn } from '../testing/webhook-in-test-app';

/** Issue 12: webhook-in's liveness and readiness (docs/operations.md). */
let database: Database;
let hook: TestWebhookIn;

beforeAll(async () => {
  database = await openTestDatabase();
  hook = await startTestWebhookIn(database, testConfig({ failedKeys: { limit: 1, windowSeconds: 60 } }));
});

afterAll(async () => {
  await hook?.close();
  await database?.close();
});

const probe = async (path: string) => {
  const response = await fetch(`${hook.url}${path}`);
  return { status: response.status, body: await response.json() };
};

it('answers /healthz, and /readyz with the database up, as often as it is asked', async () => {
  for (let i = 0; i < 5; i++) {
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ok', info: { serving: { status: 'up' }, database: { status: 'up' } } },
    });
  }
});

it('turns not ready while draining', async () => {
  await hook.app.get(AppLifecycle).drain(0);
  expect(await probe('/readyz')).toMatchObject({
    status: 503,
    body: { status: 'error', error: { serving: { status: 'down', message: 'draining' } } },
  });
  expect((await probe('/healthz')).status).toBe(200);
});
