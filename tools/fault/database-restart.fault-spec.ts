import { Client } from 'pg';
import { startApp, type AppProcess } from './testing/app-process';
import { reportFigures, tally } from './testing/fault-report';
import { bootstrapOn, expectCall } from './testing/fault-workspace';
import { probe, startLoad, type Load, type Probe } from './testing/http-probe';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './testing/private-postgres';
import { startWebhookReceiver, type WebhookReceiver } from './testing/reused-fixtures';

/**
 * The two forms of the outage's 503: retry after 5 s, or, when the connection went during the
 * COMMIT, no Retry-After (the change may have been applied; the client must check first).
 */
const ANSWERS_503 = [
  { message: 'service temporarily unavailable; retry later', retryAfter: '5' },
  { message: 'service temporarily unavailable; the change may have been applied', retryAfter: null },
];
/** Each request is given this long; one that takes longer counts as a hang. */
const REQUEST_BOUND_MS = 5_000;
const OUTAGE_MS = 3_000;
const RECOVERY_BOUND_MS = 10_000;
const DEALS = 4;
/** Lease = WEBHOOK_TIMEOUT_MS + 30 s: an attempt whose recording the outage cut comes back after it. */
const WEBHOOK_TIMEOUT_MS = 2_000;

/**
 * The database goes away under load and comes back: the api and the dispatcher (built, as child
 * processes) run on a PostgreSQL cluster of this test's own, which it stops (`pg_ctl stop -m fast`)
 * for 3 s and starts again while GET /v1/spaces and deal renames (each writing an outbox event for a
 * real receiver) keep coming. Requests during the outage are answered 503 {message} within the
 * bound, neither process exits, both recover by themselves, and every committed change's event is
 * delivered. Needs the PostgreSQL server binaries (`pg_config --bindir`, or PG_BIN_DIR).
 */
const binDir = postgresBinDir();
const withPostgres = binDir ? describe : describe.skip;

withPostgres('database restart mid-load', () => {
  let postgres: PrivatePostgres;
  let receiver: WebhookReceiver;
  let api: AppProcess;
  let dispatcher: AppProcess;
  let load: Load | null = null;

  beforeAll(async () => {
    postgres = await startPrivatePostgres(binDir as string);
    receiver = await startWebhookReceiver();
    const database = {
      DATABASE_URL: postgres.url,
      REDIS_URL: '',
      WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS),
    };
    api = await startApp('api', { ...database, API_RATE_LIMIT: '1000000' }); // migrates first
    dispatcher = await startApp('webhook-dispatcher', database);
  }, 120_000);

  afterAll(async () => {
    await load?.stop();
    for (const app of [api, dispatcher]) if (app?.exitStatus() === null) await app.stop();
    await receiver?.close();
    await postgres?.remove();
  }, 60_000);

  it('answers 503 {message} promptly during the outage, recovers within 10 s, and delivers every committed change', async () => {
    const { space, tokens } = await bootstrapOn(postgres.url);
    const token = tokens.read_write;
    await expectCall(201, api.url, token, 'POST', `/v1/spaces/${space.id}/automations`, {
      name: 'Every change',
      trigger: { type: 'deal_updated', conditions: [] },
      actions: [{ type: 'send_webhook', url: `${receiver.url}/hook` }],
    });
    const deals: string[] = [];
    for (let i = 0; i < DEALS; i++) {
      const deal = await expectCall(201, api.url, token, 'POST', '/v1/deals', {
        space: space.id,
        name: `d${i}`,
      });
      deals.push(String(deal['id']));
    }
    const auth = { authorization: `Bearer ${token}` };
    const listSpaces = () => probe('spaces', `${api.url}/v1/spaces`, { headers: auth }, REQUEST_BOUND_MS);
    const rename = (deal: string) => (n: number) =>
      probe(
        `rename ${deal} ${n}`,
        `${api.url}/v1/deal/${deal}`,
        {
          method: 'PATCH',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `${deal} ${n}` }),
        },
        REQUEST_BOUND_MS,
      );
    const health = () => probe('health', `${dispatcher.url}/health`, {}, REQUEST_BOUND_MS);
    load = startLoad([listSpaces, listSpaces, ...deals.map(rename), health]);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const stopping = Date.now();
    await postgres.stop();
    const down = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const restarting = Date.now();
    await postgres.start();
    const up = Date.now();
    const healthy = await firstHealthy(dispatcher.url, up + RECOVERY_BOUND_MS + 5_000);
    await new Promise((resolve) => setTimeout(resolve, RECOVERY_BOUND_MS));
    await load.stop();
    const probes = load.probes;

    // Never a hang, never a crash: every request answered within the bound, both processes alive.
    expect(probes.filter((p) => p.status === 0).map((p) => `${p.kind}: ${p.error}`)).toEqual([]);
    expect(api.exitStatus()).toBeNull();
    expect(dispatcher.exitStatus()).toBeNull();
    // Only 200 and 503 {message}; every request that ran entirely inside the outage is a 503.
    expect(probes.filter((p) => p.status !== 200 && p.status !== 503).map(describeProbe)).toEqual([]);
    const failed = probes.filter((p) => p.status === 503);
    expect(failed.length).toBeGreaterThan(0);
    const answers503 = failed
      .filter((p) => p.kind !== 'health')
      .map((p) => ({ ...JSON.parse(p.body), retryAfter: p.retryAfter }));
    expect(answers503.filter((answer) => !ANSWERS_503.some((form) => equal(form, answer)))).toEqual([]);
    const inside = probes.filter((p) => p.startedAt >= down && p.startedAt + p.ms <= restarting);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.filter((p) => p.status !== 503).map(describeProbe)).toEqual([]);
    // Recovered by itself within 10 s of the database being back: no 503 started after that.
    const lastFailure = Math.max(...failed.map((p) => p.startedAt + p.ms));
    expect(lastFailure - up).toBeLessThan(RECOVERY_BOUND_MS);
    const firstOk = (kind: string) =>
      probes.find((p) => p.kind.startsWith(kind) && p.startedAt >= up && p.status === 200);
    expect(firstOk('spaces')).toBeDefined();
    expect(firstOk('rename')).toBeDefined();
    expect(healthy - up).toBeLessThan(RECOVERY_BOUND_MS);

    // Nothing lost: each rename answered 200 wrote exactly one event, and every event (also of a
    // change that committed although its answer was a 503) reached the receiver at least once.
    const rows = await settledDeliveries(postgres.url, 60_000);
    const eventsByName = tally(rows.map((row) => row.name));
    const renamed = probes.filter((p) => p.kind.startsWith('rename') && p.status === 200);
    const names = renamed.map((p) => p.kind.replace(/^rename /, ''));
    expect(names.filter((name) => eventsByName[name] !== 1)).toEqual([]);
    expect(rows.filter((row) => row.status !== 'delivered')).toEqual([]);
    const received = new Set(
      receiver.received.map((request) => String(request.headers['x-service-delivery'])),
    );
    expect(rows.filter((row) => !received.has(row.id))).toEqual([]);

    const apiProbes = probes.filter((p) => p.kind !== 'health');
    reportFigures('database-restart', {
      api_requests: apiProbes.length,
      api_statuses: tally(apiProbes.map((p) => p.status)),
      health_statuses: tally(probes.filter((p) => p.kind === 'health').map((p) => p.status)),
      stop_ms: down - stopping,
      outage_ms: restarting - down,
      start_ms: up - restarting,
      requests_inside_outage: inside.length,
      max_request_ms: Math.max(...probes.map((p) => p.ms)),
      max_503_ms: Math.max(...failed.map((p) => p.ms)),
      commit_unknown_503: answers503.filter((answer) => answer.retryAfter === null).length,
      last_503_after_up_ms: lastFailure - up,
      first_ok_after_up_ms: {
        spaces: (firstOk('spaces')?.startedAt ?? 0) - up,
        rename: (firstOk('rename')?.startedAt ?? 0) - up,
        dispatcher_health: healthy - up,
      },
      renames_ok: renamed.length,
      events: rows.length,
      committed_without_200: rows.length - renamed.length,
      receipts: receiver.received.length,
    });
  }, 180_000);
});

const equal = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

function describeProbe(p: Probe): string {
  return `${p.kind}: ${p.status} ${p.body.slice(0, 200)} (${p.ms} ms)`;
}

/** The epoch ms at which the dispatcher's /health first answers 200, polling until `deadline`. */
async function firstHealthy(url: string, deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    const { status } = await probe('health', `${url}/health`, {}, 2_000);
    if (status === 200) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the dispatcher did not report healthy again');
}

interface DeliveryRow {
  readonly id: string;
  readonly status: string;
  readonly name: string;
}

/** Every delivery with its event's deal name, once none is pending (bounded by `timeoutMs`). */
async function settledDeliveries(url: string, timeoutMs: number): Promise<DeliveryRow[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<DeliveryRow>(
        `SELECT d.id, d.status, e.payload->'deal'->>'name' AS name
         FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id`,
      );
      if (rows.every((row) => row.status !== 'pending')) return rows;
      if (Date.now() > deadline) {
        throw new Error(`${rows.filter((row) => row.status === 'pending').length} deliveries still pending`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}
