import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';

let database: Database;
let fixture: BootstrapResult;
const apps: TestApi[] = [];
const config = testConfig({ rateLimit: { limit: 5, windowSeconds: 60 } });

beforeAll(async () => {
  database = await openTestDatabase();
  fixture = await runBootstrap(database, {});
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

async function start(overrides = config): Promise<TestApi> {
  const api = await startTestApi(database, overrides);
  apps.push(api);
  return api;
}

async function expectRateLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ message: 'rate limit exceeded' });
  expect(response.headers.get('ratelimit-remaining')).toBe('0');
  expect(response.headers.get('ratelimit-policy')).toBe('5;w=60');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
}

function expectNoCounts(response: Response): void {
  expect(response.headers.get('ratelimit-policy')).toBe('5;w=60');
  expect(response.headers.get('ratelimit-remaining')).toBeNull();
  expect([...response.headers.keys()].filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
}

describe('rate limit (SPEC §8, CONTRACT §2 Common)', () => {
  it('allows the limit per credential across the whole surface, then 429s; another credential is unaffected', async () => {
    const api = await start();
    const token = fixture.tokens.read;
    const statuses = [];
    for (const path of ['/v1/spaces', '/v1/meta', '/v1/nope', '/v1/spaces?limit=0', '/v1/openapi.json']) {
      const response = await api.get(path, token);
      expectNoCounts(response);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 404, 400, 200]);
    await expectRateLimited(await api.get('/v1/spaces', token));
    await expectRateLimited(await api.get('/v1/meta', token));
    const other = await api.get('/v1/spaces', fixture.tokens.read_write);
    expect(other.status).toBe(200);
    expectNoCounts(other);
  });

  it('limits requests without a usable credential per client address, failed authentication included', async () => {
    const api = await start();
    const statuses = [];
    for (const header of [undefined, 'Bearer garbage', 'Basic x', undefined, undefined]) {
      const response = await api.get('/v1/spaces', undefined, header ? { authorization: header } : {});
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    await expectRateLimited(await api.get('/v1/meta'));
    await expectRateLimited(await api.get('/v1/spaces', 'garbage'));
    expect((await api.get('/v1/spaces', fixture.tokens.read)).status).toBe(200);
  });

  it('counts a malformed body before refusing it', async () => {
    const api = await start();
    const post = () =>
      fetch(`${api.url}/v1/x`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${fixture.tokens.read_write}` },
        body: '{',
      });
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(400);
    await expectRateLimited(await post());
  });
});
