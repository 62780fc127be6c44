import { startApp, type AppProcess } from './testing/app-process';
import { throwAwayWorkspace, type ThrowAwayWorkspace } from './testing/fault-workspace';
import { reportFigures, tally } from './testing/fault-report';
import { probe } from './testing/http-probe';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from './testing/private-redis';

const REQUESTS = 600;
/** CONTRACT §1 defaults: 120 requests per 60-second window per credential. */
const LIMIT = 120;
const REQUEST_BOUND_MS = 30_000;

/**
 * CONTRACT §2 Common, "with REDIS_URL, any number of api instances together allow exactly
 * API_RATE_LIMIT per window per credential", under contention: two built api processes on one
 * database and one Redis (a redis-server this test owns), 600 requests of one credential fired at
 * once, split evenly between them. Exactly 120 succeed, 480 are refused 429, none fails.
 * Needs DATABASE_URL (a throw-away database) and redis-server on PATH.
 */
const ready = Boolean(process.env['DATABASE_URL']) && hasRedisServer();
const withRedis = ready ? describe : describe.skip;

withRedis('two api instances sharing one Redis', () => {
  let workspace: ThrowAwayWorkspace;
  let redis: PrivateRedis;
  let instances: AppProcess[] = [];

  beforeAll(async () => {
    workspace = await throwAwayWorkspace(process.env['DATABASE_URL'] as string);
    redis = await startPrivateRedis();
    const env = {
      DATABASE_URL: workspace.url,
      REDIS_URL: redis.url,
      API_RATE_LIMIT: '',
      API_RATE_WINDOW_S: '',
    };
    instances = await Promise.all([startApp('api', env), startApp('api', env)]);
    // Warm both (connections, JIT) with another credential, so neither starts the race cold.
    const warm = { authorization: `Bearer ${workspace.tokens.read_write}` };
    await Promise.all(
      instances.flatMap((instance) =>
        Array.from({ length: 10 }, () => probe('warm-up', `${instance.url}/v1/spaces`, { headers: warm })),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) if (instance.exitStatus() === null) await instance.stop();
    await redis?.close();
    await workspace?.close();
  }, 60_000);

  it('lets exactly 120 of 600 concurrent requests of one credential through, 480 get 429, none fails', async () => {
    const headers = { authorization: `Bearer ${workspace.tokens.read}` };
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        probe(`#${i}`, `${(instances[i % 2] as AppProcess).url}/v1/spaces`, { headers }, REQUEST_BOUND_MS),
      ),
    );
    const elapsedMs = Date.now() - started;
    expect(tally(answers.map((answer) => answer.status))).toEqual({ [200]: LIMIT, [429]: REQUESTS - LIMIT });
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(JSON.parse(refused.body)).toEqual({ message: 'rate limit exceeded' });
      const retryAfter = Number(refused.retryAfter);
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    }
    const perInstance = [0, 1].map((n) => tally(answers.filter((_, i) => i % 2 === n).map((a) => a.status)));
    expect(elapsedMs).toBeLessThan(60_000); // all inside one window
    reportFigures('two-api-instances', {
      requests: REQUESTS,
      statuses: tally(answers.map((answer) => answer.status)),
      per_instance: perInstance,
      elapsed_ms: elapsedMs,
      max_request_ms: Math.max(...answers.map((answer) => answer.ms)),
    });
  }, 120_000);
});
