import { openDatabase, type Database } from '@deal/persistence';
import { freePort } from '../bench/child-server';
import { startApp, type AppName, type AppProcess } from './testing/app-process';
import { reportFigures, tally } from './testing/fault-report';
import { throwAwayWorkspace, type ThrowAwayWorkspace } from './testing/fault-workspace';
import { probe, startLoad, type Probe } from './testing/http-probe';
import { hasHaproxy, startPrivateHaproxy, type PrivateHaproxy } from './testing/private-haproxy';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from './testing/private-redis';
import { startWebhookReceiver, type WebhookReceiver } from './testing/reused-fixtures';

/** What SIGTERM waits while not ready; more than HAProxy needs to see it (one 200 ms check). */
const DRAIN_MS = 1_000;
/** HAProxy puts an instance back after two good checks 200 ms apart; this leaves a margin. */
const BACK_IN_MS = 1_000;
const SETTLE_MS = 30_000;

/**
 * Issue 12, "a rolling restart with nothing dropped": two api and two webhook-in instances (the
 * built apps) behind HAProxy on loopback, which checks `/readyz`; a steady load of reads, deal
 * renames and incoming webhooks through it; each instance restarted in turn (SIGTERM: not ready,
 * drain, finish in flight, exit; then started again on its port), then the dispatcher. Every
 * request answers 200, and every delivery the renames queued reaches the receiver exactly once.
 * The instances share their limits through a Redis of the test's own and believe HAProxy's
 * X-Forwarded-For (TRUST_PROXY=1), as deployed. HAProxy never retries: a dropped request fails.
 * Needs DATABASE_URL, redis-server and haproxy on PATH (`.ci/run` installs haproxy).
 */
const ready =
  Boolean(process.env['DATABASE_URL']) &&
  hasRedisServer() &&
  (hasHaproxy() || Boolean(process.env['REQUIRE_HAPROXY']));
(ready ? describe : describe.skip)('a rolling restart behind a load balancer', () => {
  let workspace: ThrowAwayWorkspace;
  let database: Database;
  let receiver: WebhookReceiver;
  let redis: PrivateRedis;
  let haproxy: PrivateHaproxy;
  const instances: Array<{ name: AppName; port: number; process: AppProcess }> = [];
  let dispatcher: AppProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    workspace = await throwAwayWorkspace(process.env['DATABASE_URL'] as string);
    database = await openDatabase({ kind: 'server', url: workspace.url }, { poolSize: 2 });
    receiver = await startWebhookReceiver();
    redis = await startPrivateRedis();
    env = {
      DATABASE_URL: workspace.url,
      // The shared limits in Redis, as in production: a stop must not cut them off mid-request.
      REDIS_URL: redis.url,
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      API_RATE_LIMIT: '1000000',
      WEBHOOK_IN_BURST: '1000000',
      WEBHOOK_IN_RATE_PER_S: '1000000',
    };
    for (const name of ['api', 'api', 'webhook-in', 'webhook-in'] as const) {
      const port = await freePort();
      instances.push({ name, port, process: await startApp(name, env, 30_000, port) });
    }
    dispatcher = await startApp('webhook-dispatcher', env);
    haproxy = await startPrivateHaproxy([
      { name: 'api', serverPorts: portsOf('api') },
      { name: 'hook', serverPorts: portsOf('webhook-in') },
    ]);
  }, 180_000);

  afterAll(async () => {
    await haproxy?.close();
    for (const app of [...instances.map((i) => i.process), dispatcher]) {
      if (app?.exitStatus() === null) await app.stop();
    }
    await receiver?.close();
    await redis?.close();
    await database?.close();
    await workspace?.close();
  }, 60_000);

  const portsOf = (name: AppName) => instances.filter((i) => i.name === name).map((i) => i.port);

  it('answers every request and delivers every event once while each instance restarts in turn', async () => {
    const api = haproxy.urls['api'] as string;
    const hook = haproxy.urls['hook'] as string;
    const token = workspace.tokens.read_write;
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${api}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const space = (await call('GET', '/v1/spaces')).items[0].id as string;
    await call('POST', `/v1/spaces/${space}/automations`, {
      name: 'Tell the receiver about renames',
      trigger: { type: 'deal_updated', conditions: [{ field: 'name', op: 'changed' }] },
      actions: [{ type: 'send_webhook', url: `${receiver.url}/hooks` }],
    });
    const incoming = await call('POST', `/v1/spaces/${space}/automations`, {
      name: 'Audit decisions',
      trigger: { type: 'webhook_received' },
      actions: [{ type: 'update_deal', fields: ['name'] }],
    });
    const renamed = (await call('POST', '/v1/deals', { space, name: 'Renamed by the api' })).id as string;
    const audited = (await call('POST', '/v1/deals', { space, name: 'Renamed by webhooks' })).id as string;

    const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const bearer = { authorization: `Bearer ${token}` };
    const load = startLoad(
      [
        () => probe('read', `${api}/v1/spaces`, { headers: bearer }, 10_000),
        (n) =>
          probe('rename', `${api}/v1/deal/${renamed}`, json('PATCH', { name: `api ${n}` }, bearer), 10_000),
        (n) =>
          probe(
            'incoming',
            `${hook}/spaces/${space}/webhook-in`,
            json(
              'POST',
              { id: audited, name: `hook ${n}` },
              { 'x-service-webhook': incoming['signing_key'] },
            ),
            10_000,
          ),
      ],
      5,
    );
    const restarts: Array<{ app: string; ms: number }> = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, BACK_IN_MS));
      for (const instance of instances) {
        const started = Date.now();
        await instance.process.stop();
        instance.process = await startApp(instance.name, env, 30_000, instance.port);
        restarts.push({ app: `${instance.name}:${instance.port}`, ms: Date.now() - started });
        await new Promise((resolve) => setTimeout(resolve, BACK_IN_MS));
      }
      const started = Date.now();
      await dispatcher.stop();
      dispatcher = await startApp('webhook-dispatcher', env);
      restarts.push({ app: 'webhook-dispatcher', ms: Date.now() - started });
      await new Promise((resolve) => setTimeout(resolve, BACK_IN_MS));
    } finally {
      await load.stop();
    }

    const failed = load.probes.filter((p) => p.status !== 200);
    expect(failed.map(describeProbe)).toEqual([]);

    // Every committed rename queued one delivery; each must reach the receiver, once.
    const succeeded = (kind: string) => load.probes.filter((p) => p.kind === kind && p.status === 200).length;
    const expectedDeliveries = succeeded('rename') + succeeded('incoming');
    const deliveries = await settledDeliveries(database, expectedDeliveries);
    const received = receiver.received.map((r) => String(r.headers['x-service-delivery']));
    const unique = new Set(received);
    const lost = deliveries.filter((id) => !unique.has(id));
    expect(deliveries).toHaveLength(expectedDeliveries);
    expect(lost).toEqual([]);
    expect(received.length - unique.size).toBe(0);

    reportFigures('rolling-restart', {
      requests: tally(load.probes.map((p) => p.kind)),
      statuses: tally(load.probes.map((p) => p.status)),
      failed: failed.length,
      slowest_ms: Math.max(...load.probes.map((p) => p.ms)),
      restarts,
      deliveries: deliveries.length,
      received: received.length,
      lost: lost.length,
      duplicated: received.length - unique.size,
    });
  }, 240_000);
});

function describeProbe(p: Probe): string {
  return `${p.kind} → ${p.status} ${p.error ?? p.body.slice(0, 120)}`;
}

/** The ids of the deliveries once every one of them is delivered (bounded). */
async function settledDeliveries(database: Database, expected: number): Promise<string[]> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const rows: Array<{ id: string; status: string }> = await database.dataSource.query(
      'SELECT id, status FROM webhook_deliveries',
    );
    if (rows.length >= expected && rows.every((row) => row.status === 'delivered'))
      return rows.map((r) => r.id);
    if (Date.now() > deadline) {
      throw new Error(
        `deliveries not settled: ${JSON.stringify(tally(rows.map((r) => r.status)))} of ${expected}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
