import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';

/**
 * Express routes `/V1/spaces`, `/v1/SPACES/` or `/v1//spaces` to the same handler as `/v1/spaces`;
 * the budget must not depend on how the path is spelled (issue: an exhausted token kept getting
 * 200 on `/V1/spaces`, and device codes could be created without limit on `/V1/device/code`).
 */
let database: Database;
let fixture: BootstrapResult;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  fixture = await runBootstrap(database, {});
  api = await startTestApi(database, testConfig({ rateLimit: { limit: 2, windowSeconds: 60 } }));
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const spellings = [
  '/V1/spaces',
  '/v1/SPACES',
  '/V1/Spaces/',
  '/v1/spaces/',
  '/v1//spaces',
  '/v1/spaces//',
  '/v1/%73paces',
  '/v1/%53PACES',
];

describe('the API budget holds for every spelling of a path', () => {
  it('an exhausted token gets 429 on every spelling that reaches a handler', async () => {
    const token = fixture.tokens.read;
    expect((await api.get('/v1/spaces', token)).status).toBe(200);
    expect((await api.get('/V1/SPACES', token)).status).toBe(200); // the same budget: 2 of 2
    for (const path of spellings) {
      const response = await api.get(path, token);
      expect({ path, status: response.status }).toEqual({ path, status: 429 });
      expect(response.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    }
  });

  it('anonymous device codes are counted per address whatever the case of the path', async () => {
    const codes = (path: string) => api.send('POST', path, { body: {} });
    const statuses = [];
    for (const path of ['/V1/device/code', '/v1/DEVICE/CODE/', '/v1//device/code', '/V1/Device/Code']) {
      statuses.push((await codes(path)).status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('a spelling that reaches no handler is a JSON 404, never a page', async () => {
    const roomy = await startTestApi(database, testConfig({ rateLimit: { limit: 100, windowSeconds: 60 } }));
    const token = fixture.tokens.read_write;
    for (const path of ['/%761/spaces', '//v1/spaces', '/v1%2Fspaces', '/V1/deals/x', '/v1/DEALS/x/']) {
      const response = await roomy.get(path, token);
      expect(await response.json()).toEqual({ message: 'not found' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
    await roomy.close();
  });
});
