import { setTimeout as sleep } from 'node:timers/promises';
import { openThrowAwayDatabase, type Database } from '@deal/persistence';
import { runBareLoop } from './bare-delivery.run';
import { APP_ENV, sampleMemory, SCRIPTS, type BenchContext } from './bench-context';
import { checkFlag, checkGoal, checkSpreadGoal } from './bench-goals';
import { appendDealEvents, seedDispatcherFixture, type DispatcherFixture } from './bench-fixture';
import type { ChildServer } from './child-server';
import { cpuPerDelivery, watchCpu } from './cpu-window';
import { ratio, round, summarizeLatencies } from './latency-stats';
import { plannedRequests, scheduledOffsetMs } from './open-loop-schedule';
import { invert, printLoad, type PhaseResult } from './phase-result';
import { startOutboxLoop } from './outbox-delivery.run';
import { memoryFigures } from './process-usage';
import { roundRatios, runInterleaved } from './rounds';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** Application name of the dispatchers' connections, by which their backends' CPU is found. */
const DISPATCHER_APPLICATION = 'bench_dispatcher';
/** Application name of the hand-written outbox loop's pool. */
const OUTBOX_LOOP_APPLICATION = 'bench_outbox_loop';

/** Issue 27's fair floor: the dispatcher against a hand-written loop doing the same database work. */
const FAIR_THROUGHPUT_FLOOR = 0.8;
const FAIR_CPU_LIMIT = 1.3;

/** A second process must not need more than this × one process's CPU per delivery (docs/dispatcher.md). */
const SCALING_CPU_LIMIT = 1.25;

/**
 * Goal 4 and the dispatcher's share of goal 6, on a throw-away database of its own (the other
 * phases leave undeliverable outbox rows behind). A batch of `dispatcherEvents` events is committed
 * in one transaction while the dispatcher process idles; the batch's time runs from the commit to
 * the last first receipt at a receiver in this process. The bare loop POSTs the same bodies to the
 * same receiver from a process of its own with the dispatcher's concurrency. Commit-to-receipt
 * latency comes from single-event commits at a steady rate, since in a backlog it only measures
 * the queue. Then a second dispatcher process joins for one more batch.
 *
 * The fair floor (issue 27): the hand-written outbox loop (outbox-delivery-loop.ts) does the same
 * database work as the dispatcher (its claim statement, its grouped record) and the same POST, with
 * no framework. It runs on a throw-away database of its own, seeded alike, so that both processes
 * can stay up, each idle while the other works; their batches take turns (dispatcher, loop, …) for
 * `rounds` rounds (at least two: the first two dispatcher batches are the leak check's). The goals
 * are judged on the median per-round ratio. The bare loop, which never touches PostgreSQL, is kept
 * as information only: its floor is out of reach by construction.
 *
 * CPU per delivery (issue 14): of the dispatcher processes (/proc/<pid>/stat) and of the PostgreSQL
 * backends serving them (found by application_name in pg_stat_activity, read from /proc too), from
 * before the commit until every delivery is recorded; of the bare loop while it sends (it reports
 * its own). `idle_cores` is what the whole machine left idle meanwhile: with less than one idle
 * core a second process has none to run on, so its throughput is judged by its CPU per delivery.
 */
export async function runDispatcherPhase(context: BenchContext): Promise<PhaseResult> {
  const { config } = context;
  const concurrency = Number(process.env['DISPATCHER_CONCURRENCY'] || 32);
  const database = await openThrowAwayDatabase(config.serverUrl, { prefix: 'dps_bench' });
  context.cleanup.push('dispatcher throw-away database', () => database.close());
  const receiver = await startWebhookReceiver();
  context.cleanup.push('webhook receiver', () => receiver.close());
  const fixture = await seedDispatcherFixture(database, receiver.url);
  const events = config.dispatcherEvents;
  const timeoutMs = 60_000 + events * 20;

  const bare = await runBareLoop(context, database, fixture, receiver, concurrency, timeoutMs);
  printLoad(bare);
  await database.dataSource.query('DELETE FROM outbox_events');

  const loopDatabase = await openThrowAwayDatabase(config.serverUrl, { prefix: 'dps_bench' });
  context.cleanup.push('outbox loop throw-away database', () => loopDatabase.close());
  const loopFixture = await seedDispatcherFixture(loopDatabase, receiver.url);
  const loopUrl = new URL(loopDatabase.url);
  loopUrl.searchParams.set('application_name', OUTBOX_LOOP_APPLICATION);
  const loop = await startOutboxLoop(context, loopUrl.toString(), {
    ...APP_ENV,
    CONCURRENCY: String(concurrency),
  });

  const url = new URL(database.url);
  url.searchParams.set('application_name', DISPATCHER_APPLICATION);
  const env = { ...APP_ENV, DATABASE_URL: url.toString(), DISPATCHER_CONCURRENCY: String(concurrency) };
  const first = await context.startServer(
    'dispatcher 1',
    SCRIPTS.dispatcher,
    'DISPATCHER_PORT',
    env,
    '/health',
    { inspect: true },
  );
  const idle = await sampleMemory(first);
  const batch = async (
    name: string,
    servers: readonly { readonly pid: number }[],
    on = { database, fixture, application: DISPATCHER_APPLICATION },
  ) => {
    receiver.reset();
    const cpu = await watchCpu(
      on.database,
      servers.map((server) => server.pid),
      on.application,
    );
    await appendDealEvents(on.database, on.fixture, events);
    const committedAt = Date.now();
    await receiver.waitFor(events, timeoutMs);
    const seconds = (Math.max(...receiver.receipts.values()) - committedAt) / 1000;
    await allRecorded(on.database, timeoutMs);
    const used = await cpu.stop();
    await sleep(200);
    const figures = {
      name,
      events,
      seconds: round(seconds, 2),
      deliveries_per_s: Math.round(events / seconds),
      repeats: receiver.repeats,
      ...cpuPerDelivery(used, events),
    };
    printLoad(figures);
    return figures;
  };
  const onLoop = { database: loopDatabase, fixture: loopFixture, application: OUTBOX_LOOP_APPLICATION };
  const memorySamples: Awaited<ReturnType<typeof sampleMemory>>[] = [];
  const fair = await runInterleaved(Math.max(2, config.rounds), async (side, index) => {
    if (side === 'baseline') return batch(`hand-written outbox loop, round ${index + 1}`, [loop], onLoop);
    const run = await batch(`one dispatcher process, round ${index + 1}`, [first]);
    if (index < 2) memorySamples.push(await sampleMemory(first));
    return run;
  });
  await loop.stop();
  const [one, oneRepeat] = fair.app as [(typeof fair.app)[0], (typeof fair.app)[0]];
  const [afterRun, afterRepeat] = memorySamples as [typeof idle, typeof idle];
  const fairThroughput = roundRatios(fair.app, fair.baseline, (run) => run.deliveries_per_s);
  const fairCpu = roundRatios(fair.app, fair.baseline, (run) => run.cpu_ms_per_delivery);
  const latency = await commitToReceipt(context, database, fixture, receiver, timeoutMs);
  printLoad(latency);
  const second = await context.startServer(
    'dispatcher 2',
    SCRIPTS.dispatcher,
    'DISPATCHER_PORT',
    env,
    '/health',
  );
  const two = await batch('two dispatcher processes', [first, second]);
  const health = await Promise.all([first, second].map(healthOf));

  const memory = memoryFigures(idle, afterRun, afterRepeat);
  const onePerSecond = (one.deliveries_per_s + oneRepeat.deliveries_per_s) / 2;
  const share = ratio(onePerSecond, bare.deliveries_per_s);
  const scaling = ratio(two.deliveries_per_s, onePerSecond);
  const oneCpu = mean(one.cpu_ms_per_delivery, oneRepeat.cpu_ms_per_delivery);
  const cpuToBare = ratio(oneCpu, bare.process_cpu_ms_per_delivery);
  const twoCpuToOne = ratio(two.cpu_ms_per_delivery, oneCpu);
  const noSpareCore = two.idle_cores !== null && two.idle_cores < 1;
  // Information only: the bare loop never touches PostgreSQL, so this floor is out of reach by construction.
  console.log(
    `  dispatcher ÷ bare loop (information): deliveries/s ${String(share)}, CPU per delivery ${String(cpuToBare)}`,
  );
  return {
    figures: {
      concurrency,
      bare_loop: bare,
      one_process: one,
      one_process_repeat: oneRepeat,
      dispatcher_rounds: fair.app,
      outbox_loop_rounds: fair.baseline,
      one_to_outbox_loop: fairThroughput,
      cpu_per_delivery_to_outbox_loop: fairCpu,
      two_processes: two,
      one_to_bare: share,
      two_to_one: scaling,
      cpu_per_delivery_to_bare: cpuToBare,
      two_to_one_cpu_per_delivery: twoCpuToOne,
      commit_to_receipt: latency,
      health,
      memory_dispatcher: memory,
    },
    goals: [
      checkSpreadGoal(
        'dispatcher.fair_throughput',
        `dispatcher ≥ ${FAIR_THROUGHPUT_FLOOR} × the hand-written outbox loop's deliveries/s (issue 27)`,
        fairThroughput,
        'at_least',
        FAIR_THROUGHPUT_FLOOR,
      ),
      checkSpreadGoal(
        'dispatcher.fair_cpu',
        `dispatcher + PostgreSQL CPU per delivery ≤ ${FAIR_CPU_LIMIT} × the outbox loop's (issue 27)`,
        fairCpu,
        'at_most',
        FAIR_CPU_LIMIT,
      ),
      checkGoal('dispatcher.p50', 'commit-to-receipt p50 < 50 ms', latency.p50_ms, 'below', 50),
      checkGoal(
        'dispatcher.scaling',
        'a second dispatcher process adds throughput',
        scaling,
        'above',
        1,
        noSpareCore
          ? `the machine had no core to spare (${two.idle_cores} idle): see dispatcher.scaling_cpu`
          : undefined,
      ),
      checkGoal(
        'dispatcher.scaling_cpu',
        `two processes need ≤ ${SCALING_CPU_LIMIT} × one process's CPU per delivery (so a spare core adds throughput)`,
        twoCpuToOne,
        'at_most',
        SCALING_CPU_LIMIT,
      ),
      checkFlag(
        'memory.dispatcher.no_leak',
        'dispatcher: no heap growth (after full GC) across two identical batches',
        invert(memory.leak_suspected),
      ),
    ],
  };
}

/** Waits until no delivery is pending: every attempt of the batch recorded, not only received. */
async function allRecorded(database: Database, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database.dataSource.query(
      `SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status = 'pending'`,
    );
    if ((row as { pending: number }).pending === 0) return;
    if (Date.now() > deadline) throw new Error('deliveries still pending after the batch');
    await sleep(10);
  }
}

const mean = (a: number | null, b: number | null) => (a === null || b === null ? null : (a + b) / 2);

/** Single-event commits on an even schedule; each event's latency runs from its commit to its receipt. */
async function commitToReceipt(
  context: BenchContext,
  database: Database,
  fixture: DispatcherFixture,
  receiver: WebhookReceiver,
  timeoutMs: number,
) {
  const { dispatcherCommitRate: rate, durationSeconds } = context.config;
  const total = plannedRequests(rate, durationSeconds);
  receiver.reset();
  const committedAt = new Map<string, number>();
  const commits: Promise<void>[] = [];
  const start = Date.now();
  for (let i = 0; i < total; i++) {
    const wait = start + scheduledOffsetMs(i, rate) - Date.now();
    if (wait > 0) await sleep(wait);
    commits.push(
      appendDealEvents(database, fixture, 1).then(([id]) => {
        committedAt.set(id as string, Date.now());
      }),
    );
  }
  await Promise.all(commits);
  await receiver.waitFor(total, timeoutMs);
  const latencies = [...committedAt].map(([id, at]) => (receiver.receipts.get(id) ?? Number.NaN) - at);
  return {
    name: `commit-to-receipt, ${rate} single-event commits/s`,
    events: total,
    ...summarizeLatencies(latencies),
  };
}

async function healthOf(server: ChildServer): Promise<unknown> {
  try {
    const response = await fetch(`${server.url}/health`);
    const body = (await response.json()) as Record<string, unknown>;
    const { delivered, retried, failed, lease_lost, errors } = body;
    return { delivered, retried, failed, lease_lost, errors };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
