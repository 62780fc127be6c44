import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';

/**
 * CONTRACT §2 Common: with REDIS_URL, any number of api instances together allow exactly
 * API_RATE_LIMIT per window per credential. Needs a Redis server, so it runs only when REDIS_URL is
 * set (`npm run test:integration` and `.ci/run` set it). Keys cannot collide between runs: the
 * tracker in the key is the id of a credential this file has just created.
 */
const redisUrl = process.env['REDIS_URL'];
const describeWithRedis = redisUrl ? describe : describe.skip;
const title = redisUrl
  ? 'rate limit shared through Redis by two api instances'
  : 'rate limit shared through Redis by two api instances (skipped: set REDIS_URL to run)';

describeWithRedis(title, () => {
  const config = testConfig({ rateLimit: { limit: 10, windowSeconds: 60 }, redisUrl: redisUrl ?? null });
  let database: Database;
  let first: TestApi;
  let second: TestApi;
  let fixture: BootstrapResult;

  beforeAll(async () => {
    database = await openTestDatabase();
    fixture = await runBootstrap(database, {});
    first = await startTestApi(database, config);
    second = await startTestApi(database, config);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('allows exactly the limit per credential across both instances, then 429s on either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await (i % 2 ? second : first).get('/v1/spaces', fixture.tokens.read);
      expect(response.headers.get('ratelimit-policy')).toBe('10;w=60');
      expect(response.headers.get('ratelimit-remaining')).toBeNull();
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(10).fill(200));

    for (const instance of [first, second]) {
      const refused = await instance.get('/v1/spaces', fixture.tokens.read);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: 'rate limit exceeded' });
      expect(refused.headers.get('ratelimit-policy')).toBe('10;w=60');
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    }
  });

  it('leaves another credential its whole budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await (i % 2 ? first : second).get('/v1/spaces', fixture.tokens.read_write)).status);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await first.get('/v1/meta', fixture.tokens.read_write)).status).toBe(429);
  });
});
