import { databaseConfigFromEnv, openDatabase, type Database } from '@deal/persistence';
import { startApi, type RunningApi } from '../start-api';
import { testConfig } from '../testing/api-test-app';

/**
 * Operations, second round, item 5: DATABASE_POOL_SIZE sizes the pool, and the api exports it
 * (`db_pool_max_connections`). With DATABASE_URL the real server's pool; without it the embedded
 * database, which keeps its one connection whatever the setting.
 */
const serverUrl = process.env['DATABASE_URL'];
let database: Database;
let api: RunningApi;

beforeAll(async () => {
  const env = serverUrl ? { DATABASE_URL: serverUrl } : { DATA_DIR: 'memory' };
  database = await openDatabase(databaseConfigFromEnv({ ...env, DATABASE_POOL_SIZE: '3' }));
  api = await startApi(database, testConfig());
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

it(`exports the pool's size: ${serverUrl ? 'DATABASE_POOL_SIZE' : '1 for the embedded database'}`, async () => {
  const text = await (await fetch(`${api.metricsUrl}/metrics`)).text();
  expect(text).toContain(`db_pool_max_connections{app="api"} ${serverUrl ? 3 : 1}`);
  expect(text).toMatch(/db_pool_waiting_requests\{app="api"\} 0/);
});
