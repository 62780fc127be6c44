import { randomBytes } from 'node:crypto';
import type { Clock } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { RedisSpaceRateLimiter } from './redis.space-rate-limiter';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aSpaceWithIncomingWebhook, aStoredDeal, dealOf } from '../testing/incoming-webhook.fixture';
import { startTestWebhookIn, testConfig, type TestWebhookIn } from '../testing/webhook-in-test-app';

/** SPEC §8, CONTRACT §3: per-space token bucket; excess → 429 with Retry-After, not applied. */
let database: Database;
let now = Date.UTC(2026, 10, 23, 10);
const clock: Clock = { now: () => now };

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('the per-space token bucket (in process)', () => {
  let hook: TestWebhookIn;

  beforeAll(async () => {
    hook = await startTestWebhookIn(database, testConfig({ bucket: { burst: 3, ratePerSecond: 0.5 } }), {
      clock,
    });
  });

  afterAll(async () => {
    await hook?.close();
  });

  it('allows the burst, then answers 429 with Retry-After without applying, and refills at the rate', async () => {
    const space = await aSpaceWithIncomingWebhook(database);
    const deal = await aStoredDeal(database, space.spaceId);
    const rename = (name: string) =>
      hook.call(space.spaceId, { key: space.key, body: { id: deal.id, name } });
    for (const name of ['one', 'two', 'three']) expect((await rename(name)).status).toBe(200);
    const refused = await rename('four');
    expect(refused).toMatchObject({ status: 429, body: { message: 'rate limit exceeded' } });
    expect(refused.headers.get('retry-after')).toBe('2');
    expect((await dealOf(database, deal.id))?.name).toBe('three');

    now += 2000;
    expect((await rename('five')).status).toBe(200);
    expect((await rename('six')).status).toBe(429);
    expect((await dealOf(database, deal.id))?.name).toBe('five');
  });

  it('is spent only by a valid key: wrong keys leave it whole, and other spaces are unaffected', async () => {
    const busy = await aSpaceWithIncomingWebhook(database);
    const calm = await aSpaceWithIncomingWebhook(database);
    const wrong: number[] = [];
    for (let i = 0; i < 6; i++)
      wrong.push((await hook.call(busy.spaceId, { key: 'whkey_wrong', body: {} })).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401, 401]);
    const valid: number[] = [];
    for (let i = 0; i < 4; i++)
      valid.push((await hook.call(busy.spaceId, { key: busy.key, body: {} })).status);
    expect(valid).toEqual([200, 200, 200, 429]);
    expect((await hook.call(calm.spaceId, { key: calm.key, body: {} })).status).toBe(200);
  });
});

describe('with the shared buckets unreachable', () => {
  it.each([
    ['every counter', {}],
    // Wrong-key attempts still in this process: the space's bucket alone fails, after the key check.
    [
      'the space buckets only',
      { limiter: new RedisSpaceRateLimiter('redis://127.0.0.1:1', { burst: 1, ratePerSecond: 1 }) },
    ],
  ])('(%s) answers 503 with Retry-After at once, applying nothing', async (_, extras) => {
    const unreachable = 'limiter' in extras ? null : 'redis://127.0.0.1:1';
    const hook = await startTestWebhookIn(database, testConfig({ redisUrl: unreachable }), extras);
    try {
      const space = await aSpaceWithIncomingWebhook(database);
      const deal = await aStoredDeal(database, space.spaceId, { status: 'pending' });
      const started = Date.now();
      const response = await hook.call(space.spaceId, {
        key: space.key,
        body: { id: deal.id, status: 'approved' },
      });
      expect(response).toMatchObject({
        status: 503,
        body: { message: 'rate limiting is temporarily unavailable; retry later' },
      });
      expect(response.headers.get('retry-after')).toBe('5');
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await dealOf(database, deal.id)).toEqual(deal);
    } finally {
      await hook.close();
    }
  });
});

const redisUrl = process.env['REDIS_URL'];
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('the per-space token bucket in Redis (REDIS_URL)', () => {
  it('is shared by every instance: together they allow exactly the burst, per space', async () => {
    const config = testConfig({ redisUrl: redisUrl ?? null, bucket: { burst: 3, ratePerSecond: 0.01 } });
    const one = await startTestWebhookIn(database, config);
    const two = await startTestWebhookIn(database, config);
    try {
      const space = await aSpaceWithIncomingWebhook(database);
      const calm = await aSpaceWithIncomingWebhook(database);
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? one : two).call(space.spaceId, {
            key: space.key,
            body: { external_id: randomBytes(4).toString('hex') },
          }),
        ),
      );
      expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
      const refused = responses.filter((r) => r.status === 429);
      expect(refused).toHaveLength(5);
      expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await one.call(calm.spaceId, { key: calm.key, body: {} })).status).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
