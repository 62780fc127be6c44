import { randomInt } from 'node:crypto';
import type { Clock } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aSpaceWithIncomingWebhook, aStoredDeal, dealOf } from '../testing/incoming-webhook.fixture';
import { startTestWebhookIn, testConfig, type TestWebhookIn } from '../testing/webhook-in-test-app';

/**
 * Issue 11 item 4: anyone who knows a space id (it is in every outbound payload) must not be able
 * to starve the space's audit system. Wrong keys are limited per space and client address, and
 * never spend the space's own budget, which a valid key alone spends.
 */
const AUDIT_SYSTEM = '127.0.0.1';
/** Per run, so counters a previous run left in a shared Redis never meet this one's. */
const RUN = randomInt(1, 255);
let addresses = 10;
/** A loopback address of its own per test: a client's attempts also count over all spaces. */
const anAttacker = () => `127.${RUN}.3.${(addresses += 1)}`;

let database: Database;
let now = Date.UTC(2026, 10, 25, 10);
const clock: Clock = { now: () => now };

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('wrong keys, in process', () => {
  let hook: TestWebhookIn;

  beforeAll(async () => {
    const config = testConfig({
      bucket: { burst: 3, ratePerSecond: 0.001 },
      failedKeys: { limit: 4, windowSeconds: 60 },
    });
    hook = await startTestWebhookIn(database, config, { clock });
  });

  afterAll(async () => {
    await hook?.close();
  });

  const wrongKeysFrom = async (from: string, spaceId: string, n: number) => {
    const replies = [];
    for (let i = 0; i < n; i++) replies.push(await hook.callFrom(from, spaceId, { key: `whkey_guess_${i}` }));
    return replies;
  };

  it('answer 401 up to the limit, then 429 with Retry-After for that address and space, whatever key it sends', async () => {
    const ATTACKER = anAttacker();
    const space = await aSpaceWithIncomingWebhook(database);
    const replies = await wrongKeysFrom(ATTACKER, space.spaceId, 6);
    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(replies[4]).toMatchObject({ retryAfter: '60', body: { message: 'rate limit exceeded' } });
    // Blocked before the key is looked at: even the right key does not get through from there.
    expect((await hook.callFrom(ATTACKER, space.spaceId, { key: space.key })).status).toBe(429);
  });

  it('leave the space budget whole for the audit system, which applies its changes meanwhile', async () => {
    const ATTACKER = anAttacker();
    const space = await aSpaceWithIncomingWebhook(database);
    const deal = await aStoredDeal(database, space.spaceId, { status: 'pending' });
    await wrongKeysFrom(ATTACKER, space.spaceId, 20);
    const approve = await hook.callFrom(AUDIT_SYSTEM, space.spaceId, {
      key: space.key,
      body: { id: deal.id, status: 'approved' },
    });
    expect(approve).toMatchObject({ status: 200, body: { matched: true } });
    expect((await dealOf(database, deal.id))?.status).toBe('approved');
    const more = [];
    for (let i = 0; i < 3; i++)
      more.push((await hook.callFrom(AUDIT_SYSTEM, space.spaceId, { key: space.key })).status);
    expect(more).toEqual([200, 200, 429]); // the burst of 3, spent by valid keys only
  });

  it('cannot be passed by sending them all at once', async () => {
    const space = await aSpaceWithIncomingWebhook(database);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => hook.callFrom('127.0.0.4', space.spaceId, { key: `whkey_${i}` })),
    );
    expect(replies.filter((r) => r.status === 401)).toHaveLength(4);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(26);
  });

  it('count only wrong keys: a valid key gives its attempt back', async () => {
    const space = await aSpaceWithIncomingWebhook(database);
    await wrongKeysFrom('127.0.0.3', space.spaceId, 3);
    for (let i = 0; i < 2; i++) {
      expect((await hook.callFrom('127.0.0.3', space.spaceId, { key: space.key })).status).toBe(200);
    }
    expect((await wrongKeysFrom('127.0.0.3', space.spaceId, 2)).map((r) => r.status)).toEqual([401, 429]);
  });

  it('cannot get more by naming another space for each guess: the client is held over all spaces too', async () => {
    const ATTACKER = anAttacker();
    const spaces = Array.from({ length: 25 }, (_, i) => `spc_made_up_${i}`);
    const statuses = [];
    for (const spaceId of spaces)
      statuses.push((await hook.callFrom(ATTACKER, spaceId, { key: 'whkey_wrong' })).status);
    // limit 4 per space, 5 × 4 = 20 over all spaces
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    const real = await aSpaceWithIncomingWebhook(database);
    expect((await hook.callFrom(ATTACKER, real.spaceId, { key: 'whkey_wrong' })).status).toBe(429);
    expect((await hook.callFrom(AUDIT_SYSTEM, real.spaceId, { key: real.key })).status).toBe(200);
  });

  it('count per space: the same address is not refused by another space', async () => {
    const ATTACKER = anAttacker();
    const first = await aSpaceWithIncomingWebhook(database);
    const second = await aSpaceWithIncomingWebhook(database);
    await wrongKeysFrom(ATTACKER, first.spaceId, 5);
    expect((await hook.callFrom(ATTACKER, second.spaceId, { key: 'whkey_wrong' })).status).toBe(401);
    expect((await hook.callFrom(ATTACKER, second.spaceId, { key: second.key })).status).toBe(200);
  });

  it('forget the address when its window ends', async () => {
    const ATTACKER = anAttacker();
    const space = await aSpaceWithIncomingWebhook(database);
    await wrongKeysFrom(ATTACKER, space.spaceId, 5);
    now += 59_000;
    expect((await hook.callFrom(ATTACKER, space.spaceId, { key: 'whkey_wrong' })).retryAfter).toBe('1');
    now += 1_000;
    expect((await wrongKeysFrom(ATTACKER, space.spaceId, 5)).map((r) => r.status)).toEqual([
      401, 401, 401, 401, 429,
    ]);
  });
});

const redisUrl = process.env['REDIS_URL'];
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('wrong keys counted in Redis (REDIS_URL)', () => {
  it('are counted together by every instance, per address and space', async () => {
    const ATTACKER = anAttacker();
    const config = testConfig({ redisUrl: redisUrl ?? null, failedKeys: { limit: 3, windowSeconds: 30 } });
    const one = await startTestWebhookIn(database, config);
    const two = await startTestWebhookIn(database, config);
    try {
      const space = await aSpaceWithIncomingWebhook(database);
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await (i % 2 ? one : two).callFrom(ATTACKER, space.spaceId, { key: 'whkey_wrong' })).status,
        );
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
      const refused = await one.callFrom(ATTACKER, space.spaceId, { key: 'whkey_wrong' });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(30);
      expect((await two.callFrom(AUDIT_SYSTEM, space.spaceId, { key: space.key })).status).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('behind a load balancer (TRUST_PROXY)', () => {
  const wrongKeysVia = async (hook: TestWebhookIn, spaceId: string, forwardedFor: string, n: number) => {
    const statuses = [];
    for (let i = 0; i < n; i++) {
      const response = await hook.post(spaceId, {
        key: 'whkey_wrong',
        body: {},
        headers: { 'x-forwarded-for': forwardedFor },
      });
      statuses.push(response.status);
    }
    return statuses;
  };

  it('counts each forwarded client apart when the proxy is trusted', async () => {
    const hook = await startTestWebhookIn(
      database,
      testConfig({ trustProxy: 1, failedKeys: { limit: 2, windowSeconds: 60 } }),
    );
    try {
      const space = await aSpaceWithIncomingWebhook(database);
      expect(await wrongKeysVia(hook, space.spaceId, '203.0.113.7', 3)).toEqual([401, 401, 429]);
      expect(await wrongKeysVia(hook, space.spaceId, '198.51.100.9', 1)).toEqual([401]);
      expect(
        (await hook.call(space.spaceId, { key: space.key, headers: { 'x-forwarded-for': '192.0.2.1' } }))
          .status,
      ).toBe(200);
    } finally {
      await hook.close();
    }
  });

  it('believes no forwarded address when it is not (a client cannot pick a fresh one per guess)', async () => {
    const hook = await startTestWebhookIn(
      database,
      testConfig({ failedKeys: { limit: 2, windowSeconds: 60 } }),
    );
    try {
      const space = await aSpaceWithIncomingWebhook(database);
      expect(await wrongKeysVia(hook, space.spaceId, '203.0.113.7', 2)).toEqual([401, 401]);
      expect(await wrongKeysVia(hook, space.spaceId, '198.51.100.9', 1)).toEqual([429]);
    } finally {
      await hook.close();
    }
  });
});
