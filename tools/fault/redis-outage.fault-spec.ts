import { startApp, type AppProcess } from './testing/app-process';
import { throwAwayWorkspace, type ThrowAwayWorkspace } from './testing/fault-workspace';
import { reportFigures, tally } from './testing/fault-report';
import { probe, type Probe } from './testing/http-probe';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from './testing/private-redis';

const API_LIMIT = 10;
const BURST = 5;
const UNAVAILABLE = { message: 'rate limiting is temporarily unavailable; retry later' };
/** A request is given this long; one that takes longer counts as a hang (status 0). */
const REQUEST_BOUND_MS = 5_000;
/** What "at once" means for a 503 while Redis is gone (the clients' command timeout is 1 s). */
const PROMPT_MS = 2_000;
const RECOVERY_BOUND_MS = 10_000;

/**
 * The shared rate limits when their Redis goes away (docs/api.md "Rate limit", docs/webhook-in.md):
 * the built api and webhook-in (child processes) on a redis-server this test owns, which it kills
 * and restarts, and freezes (SIGSTOP) and resumes. While Redis is gone both apps fail closed with a
 * prompt 503 {message} and Retry-After: 5, never unlimited and never hanging; once it is back they
 * limit again by themselves. Needs DATABASE_URL (a throw-away database) and redis-server on PATH.
 */
const ready = Boolean(process.env['DATABASE_URL']) && hasRedisServer();
const withRedis = ready ? describe : describe.skip;

withRedis('Redis outage under the shared rate limits', () => {
  let workspace: ThrowAwayWorkspace;
  let redis: PrivateRedis;
  let api: AppProcess;
  let webhookIn: AppProcess;

  beforeAll(async () => {
    workspace = await throwAwayWorkspace(process.env['DATABASE_URL'] as string);
    redis = await startPrivateRedis();
    const shared = { DATABASE_URL: workspace.url, REDIS_URL: redis.url };
    api = await startApp('api', { ...shared, API_RATE_LIMIT: String(API_LIMIT), API_RATE_WINDOW_S: '60' });
    webhookIn = await startApp('webhook-in', {
      ...shared,
      WEBHOOK_IN_BURST: String(BURST),
      WEBHOOK_IN_RATE_PER_S: '0.001', // no refill within the test: counts are exact
      // The probes send no key, which counts against this address's wrong-key limit (in Redis too).
      WEBHOOK_IN_FAILED_KEY_LIMIT: String(BURST),
    });
  }, 120_000);

  afterAll(async () => {
    for (const app of [api, webhookIn]) if (app?.exitStatus() === null) await app.stop();
    await redis?.close();
    await workspace?.close();
  }, 60_000);

  const spaces = (token: string) => () =>
    probe(
      'spaces',
      `${api.url}/v1/spaces`,
      { headers: { authorization: `Bearer ${token}` } },
      REQUEST_BOUND_MS,
    );
  /** No signing key: 401 until the address's wrong-key limit is reached, then 429; 503 when Redis is gone. */
  const incoming = (space: string) => () =>
    probe(
      'incoming',
      `${webhookIn.url}/spaces/${space}/webhook-in`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      REQUEST_BOUND_MS,
    );
  const all = (count: number, send: () => Promise<Probe>) => Promise.all(Array.from({ length: count }, send));
  let probeCounter = 0;
  /** Anonymous api requests (api) or fresh spaces (webhook-in), so the measured budgets stay untouched. */
  const recoveryProbe = (app: 'api' | 'webhook-in') =>
    app === 'api'
      ? probe('meta', `${api.url}/v1/meta`, {}, REQUEST_BOUND_MS)
      : incoming(`spc_fault_probe_${(probeCounter += 1)}`)();

  it('api and webhook-in, Redis killed: 503 at once while it is gone, limiting again by itself once restarted', async () => {
    const token = workspace.tokens.read_write;
    const space = 'spc_fault_killed';
    // Before: exactly the budget, then 429.
    expect(tally((await all(API_LIMIT, spaces(token))).map((p) => p.status))).toEqual({ [200]: API_LIMIT });
    expectLimited(await spaces(token)());
    expect(tally((await all(BURST, incoming(space))).map((p) => p.status))).toEqual({ [401]: BURST });
    expectLimited(await incoming(space)());

    await redis.kill();
    const outage = [...(await all(20, spaces(token))), ...(await all(20, incoming(space)))];
    for (const p of outage) expectUnavailable(p);

    const restarted = Date.now();
    await redis.start();
    const recovered = {
      api: await firstAnswerOtherThan503(() => recoveryProbe('api')),
      webhookIn: await firstAnswerOtherThan503(() => recoveryProbe('webhook-in')),
    };
    expect(recovered.api - restarted).toBeLessThan(RECOVERY_BOUND_MS);
    expect(recovered.webhookIn - restarted).toBeLessThan(RECOVERY_BOUND_MS);

    // After: the restarted Redis kept nothing (no persistence), so each budget starts whole again —
    // and is exact again: the limit, then 429; the burst, then 429.
    const apiAfter = await all(30, spaces(token));
    expect(tally(apiAfter.map((p) => p.status))).toEqual({ [200]: API_LIMIT, [429]: 30 - API_LIMIT });
    const incomingAfter = await all(12, incoming(space));
    expect(tally(incomingAfter.map((p) => p.status))).toEqual({ [401]: BURST, [429]: 12 - BURST });

    reportFigures('redis-killed', {
      outage_requests: outage.length,
      outage_statuses: tally(outage.map((p) => p.status)),
      outage_max_ms: Math.max(...outage.map((p) => p.ms)),
      recovered_after_restart_ms: {
        api: recovered.api - restarted,
        webhook_in: recovered.webhookIn - restarted,
      },
      api_after: tally(apiAfter.map((p) => p.status)),
      webhook_in_after: tally(incomingAfter.map((p) => p.status)),
    });
  }, 90_000);

  it('api and webhook-in, Redis frozen (SIGSTOP): 503 within the command timeout, never over the limit once resumed', async () => {
    const token = workspace.tokens.read;
    const space = 'spc_fault_frozen';
    const before = { api: await all(4, spaces(token)), incoming: await all(2, incoming(space)) };
    expect(before.api.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(before.incoming.map((p) => p.status)).toEqual([401, 401]);

    redis.pause();
    let frozen: Probe[];
    try {
      frozen = [...(await all(10, spaces(token))), ...(await all(10, incoming(space)))];
    } finally {
      redis.resume();
    }
    for (const p of frozen) expectUnavailable(p);

    // Commands sent during the freeze run when Redis resumes, so a request answered 503 may still
    // have been counted: the budget left can only be smaller, never larger.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const apiAfter = await all(20, spaces(token));
    const incomingAfter = await all(10, incoming(space));
    expect(apiAfter.filter((p) => p.status !== 200 && p.status !== 429).map((p) => p.status)).toEqual([]);
    expect(incomingAfter.filter((p) => p.status !== 401 && p.status !== 429).map((p) => p.status)).toEqual(
      [],
    );
    const apiAllowed = 4 + apiAfter.filter((p) => p.status === 200).length;
    const incomingAllowed = 2 + incomingAfter.filter((p) => p.status === 401).length;
    expect(apiAllowed).toBeLessThanOrEqual(API_LIMIT);
    expect(incomingAllowed).toBeLessThanOrEqual(BURST);
    expect(apiAfter.some((p) => p.status === 429)).toBe(true);
    expect(incomingAfter.some((p) => p.status === 429)).toBe(true);

    reportFigures('redis-frozen', {
      frozen_requests: frozen.length,
      frozen_statuses: tally(frozen.map((p) => p.status)),
      frozen_ms: {
        api_max: Math.max(...frozen.filter((p) => p.kind === 'spaces').map((p) => p.ms)),
        webhook_in_max: Math.max(...frozen.filter((p) => p.kind === 'incoming').map((p) => p.ms)),
      },
      api_allowed_in_window: apiAllowed,
      webhook_in_allowed_of_burst: incomingAllowed,
    });
  }, 90_000);
});

function expectUnavailable(p: Probe): void {
  expect({ kind: p.kind, status: p.status, error: p.error }).toEqual({
    kind: p.kind,
    status: 503,
    error: null,
  });
  expect(JSON.parse(p.body)).toEqual(UNAVAILABLE);
  expect(p.retryAfter).toBe('5');
  expect(p.ms).toBeLessThan(PROMPT_MS);
}

function expectLimited(p: Probe): void {
  expect(p.status).toBe(429);
  expect(JSON.parse(p.body)).toEqual({ message: 'rate limit exceeded' });
  const retryAfter = Number(p.retryAfter);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
}

/** Polls every 100 ms until an answer other than 503 comes; its epoch ms (bounded). */
async function firstAnswerOtherThan503(send: () => Promise<Probe>): Promise<number> {
  const deadline = Date.now() + RECOVERY_BOUND_MS + 5_000;
  while (Date.now() < deadline) {
    const p = await send();
    if (p.status !== 503 && p.status !== 0) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('still 503 after the recovery bound');
}
