import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { openThrowAwayDatabase, type Database } from '@deal/persistence';
import { APP_ENV, sampleMemory, SCRIPTS, type BenchContext } from './bench-context';
import { checkFlag, checkGoal } from './bench-goals';
import { appendDealEvents, seedDispatcherFixture, type DispatcherFixture } from './bench-fixture';
import { spawnChild, stopChild, type ChildServer } from './child-server';
import { ratio, round, summarizeLatencies } from './latency-stats';
import { plannedRequests, scheduledOffsetMs } from './open-loop-schedule';
import { invert, printLoad, type PhaseResult } from './phase-result';
import { memoryFigures } from './process-usage';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

interface Batch {
  readonly name: string;
  readonly events: number;
  readonly seconds: number;
  readonly deliveries_per_s: number;
  readonly repeats: number;
}

/**
 * Goal 4 and the dispatcher's share of goal 6, on a throw-away database of its own (the other
 * phases leave undeliverable outbox rows behind). A batch of `dispatcherEvents` events is committed
 * in one transaction while the dispatcher process idles; the batch's time runs from the commit to
 * the last first receipt at a receiver in this process. The bare loop POSTs the same bodies to the
 * same receiver from a process of its own with the dispatcher's concurrency. Commit-to-receipt
 * latency comes from single-event commits at a steady rate, since in a backlog it only measures
 * the queue. Then a second dispatcher process joins for one more batch.
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

  const env = { ...APP_ENV, DATABASE_URL: database.url, DISPATCHER_CONCURRENCY: String(concurrency) };
  const first = await context.startServer(
    'dispatcher 1',
    SCRIPTS.dispatcher,
    'DISPATCHER_PORT',
    env,
    '/health',
    { inspect: true },
  );
  const idle = await sampleMemory(first);
  const batch = async (name: string): Promise<Batch> => {
    receiver.reset();
    await appendDealEvents(database, fixture, events);
    const committedAt = Date.now();
    await receiver.waitFor(events, timeoutMs);
    const seconds = (Math.max(...receiver.receipts.values()) - committedAt) / 1000;
    await sleep(200);
    const figures = {
      name,
      events,
      seconds: round(seconds, 2),
      deliveries_per_s: Math.round(events / seconds),
      repeats: receiver.repeats,
    };
    printLoad(figures);
    return figures;
  };
  const one = await batch('one dispatcher process');
  const afterRun = await sampleMemory(first);
  const oneRepeat = await batch('one dispatcher process (repeat)');
  const afterRepeat = await sampleMemory(first);
  const latency = await commitToReceipt(context, database, fixture, receiver, timeoutMs);
  printLoad(latency);
  const second = await context.startServer(
    'dispatcher 2',
    SCRIPTS.dispatcher,
    'DISPATCHER_PORT',
    env,
    '/health',
  );
  const two = await batch('two dispatcher processes');
  const health = await Promise.all([first, second].map(healthOf));

  const memory = memoryFigures(idle, afterRun, afterRepeat);
  const onePerSecond = (one.deliveries_per_s + oneRepeat.deliveries_per_s) / 2;
  const share = ratio(onePerSecond, bare.deliveries_per_s);
  const scaling = ratio(two.deliveries_per_s, onePerSecond);
  return {
    figures: {
      concurrency,
      bare_loop: bare,
      one_process: one,
      one_process_repeat: oneRepeat,
      two_processes: two,
      one_to_bare: share,
      two_to_one: scaling,
      commit_to_receipt: latency,
      health,
      memory_dispatcher: memory,
    },
    goals: [
      checkGoal(
        'dispatcher.throughput',
        'dispatcher ≥ 50 % of the bare loop deliveries/s',
        share,
        'at_least',
        0.5,
      ),
      checkGoal('dispatcher.p50', 'commit-to-receipt p50 < 50 ms', latency.p50_ms, 'below', 50),
      checkGoal('dispatcher.scaling', 'a second dispatcher process adds throughput', scaling, 'above', 1),
      checkFlag(
        'memory.dispatcher.no_leak',
        'dispatcher: no heap growth (after full GC) across two identical batches',
        invert(memory.leak_suspected),
      ),
    ],
  };
}

async function runBareLoop(
  context: BenchContext,
  database: Database,
  fixture: DispatcherFixture,
  receiver: WebhookReceiver,
  concurrency: number,
  timeoutMs: number,
): Promise<Batch> {
  const events = context.config.dispatcherEvents;
  await appendDealEvents(database, fixture, events);
  receiver.reset();
  const child = spawnChild(
    SCRIPTS.bareDeliveryLoop,
    {
      DATABASE_URL: (database as Database & { url: string }).url,
      TARGET_URL: receiver.url,
      CONCURRENCY: String(concurrency),
      LIMIT: String(events),
    },
    [],
    'pipe',
  );
  context.cleanup.push('bare delivery loop', () => stopChild(child));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const started = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { started_at: number }).started_at));
    child.once('exit', (code) => reject(new Error(`bare delivery loop exited with ${code}`)));
  });
  await receiver.waitFor(events, timeoutMs);
  const seconds = (Math.max(...receiver.receipts.values()) - started) / 1000;
  await stopChild(child);
  return {
    name: `bare loop, ${concurrency} in flight`,
    events,
    seconds: round(seconds, 2),
    deliveries_per_s: Math.round(events / seconds),
    repeats: receiver.repeats,
  };
}

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
