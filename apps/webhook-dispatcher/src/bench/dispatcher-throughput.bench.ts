import { createServer, type Server } from 'node:http';
import { SYSTEM_ACTOR, planDealChangeOutbox, type Automation, type Deal } from '@deal/domain';
import {
  TypeOrmUnitOfWork,
  migrate,
  openDatabase,
  openThrowAwayDatabase,
  type Database,
} from '@deal/persistence';
import { RandomIdGenerator } from '@deal/node-adapters';
import { parseDispatcherConfig } from '../config/dispatcher-config';
import { startDispatcher } from '../start-dispatcher';

/**
 * Figures for docs/dispatcher.md: deliveries per second to a receiver on 127.0.0.1 for a backlog
 * of BENCH_EVENTS (default 2000), and the wake-up latency of single commits (commit → request).
 * `npm run build && node dist/apps/webhook-dispatcher/src/bench/dispatcher-throughput.bench.js`;
 * DATABASE_URL → a throw-away database on that server, else an in-memory PGlite.
 * BENCH_RECEIVER_DELAY_MS makes the receiver slow; DISPATCHER_CONCURRENCY is read as usual.
 */
const EVENTS = Number(process.env['BENCH_EVENTS'] ?? 2000);
const RECEIVER_DELAY_MS = Number(process.env['BENCH_RECEIVER_DELAY_MS'] ?? 0);
const WAKE_SAMPLES = 20;
const NOW = Date.now();

async function main(): Promise<void> {
  const serverUrl = process.env['DATABASE_URL'];
  const database = serverUrl
    ? await openThrowAwayDatabase(serverUrl, { prefix: 'dps_bench' })
    : await openEmbedded();
  const received: number[] = [];
  const receiver = createServer((request, response) => {
    request.resume().on('end', () => {
      received.push(Date.now());
      setTimeout(() => response.writeHead(200).end(), RECEIVER_DELAY_MS);
    });
  });
  try {
    const url = await listen(receiver);
    const automation = await seed(database, url);
    await append(database, automation, EVENTS);
    const config = {
      ...parseDispatcherConfig({ ...process.env, DISPATCHER_PORT: '0' }),
      logLevel: 'error' as const,
    };
    const started = Date.now();
    const running = await startDispatcher(database, config);
    await until(() => running.dispatcher.stats.snapshot().delivered >= EVENTS);
    const seconds = (Date.now() - started) / 1000;
    report({
      database: database.kind,
      events: EVENTS,
      concurrency: config.concurrency,
      receiver_delay_ms: RECEIVER_DELAY_MS,
      seconds: round(seconds),
      deliveries_per_s: Math.round(EVENTS / seconds),
    });

    const latencies: number[] = [];
    for (let i = 0; i < WAKE_SAMPLES; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = received.length;
      const committedAt = Date.now();
      await append(database, automation, 1);
      await until(() => received.length > before);
      latencies.push((received[before] ?? committedAt) - committedAt);
    }
    latencies.sort((a, b) => a - b);
    report({
      database: database.kind,
      wake_up_samples: WAKE_SAMPLES,
      poll_interval_ms: config.pollIntervalMs,
      commit_to_request_ms_p50: latencies[Math.floor(WAKE_SAMPLES / 2)],
      commit_to_request_ms_max: latencies[WAKE_SAMPLES - 1],
    });
    await running.close();
  } finally {
    receiver.closeAllConnections();
    receiver.close();
    await database.close();
  }
}

async function openEmbedded(): Promise<Database> {
  const database = await openDatabase({ kind: 'embedded', dataDir: 'memory' });
  await migrate(database);
  return database;
}

async function seed(database: Database, url: string): Promise<Automation> {
  const automation: Automation = {
    id: 'aut_bench',
    spaceId: 'spc_bench',
    name: 'Bench',
    enabled: true,
    trigger: 'deal_updated',
    conditions: [],
    signingKey: null,
    actions: [
      {
        type: 'send_webhook',
        id: 'act_bench',
        url,
        message: 'Bench $name',
        secret: 'svcwh_bench',
        signingSecret: 'whsec_YmVuY2ggc2lnbmluZyBzZWNyZXQ=',
      },
    ],
    createdAt: NOW,
    updatedAt: NOW,
  };
  const uow = new TypeOrmUnitOfWork(database.dataSource);
  await uow.repositories.spaces.insert({
    id: 'spc_bench',
    name: 'Bench',
    plan: 'free',
    createdAt: NOW,
    updatedAt: NOW,
  });
  await uow.transaction((repos) => repos.automations.insert(automation));
  return automation;
}

/** `count` events as deal changes write them (same rule, one transaction). */
async function append(database: Database, automation: Automation, count: number): Promise<void> {
  const ids = new RandomIdGenerator();
  const now = Date.now();
  const entries = Array.from({ length: count }, (_, i) =>
    planDealChangeOutbox({
      before: BENCH_DEAL,
      after: { ...BENCH_DEAL, name: `Renamed ${i}`, updatedAt: now },
      automations: [automation],
      now,
      appUrl: 'https://app.example.com',
      ids,
      actor: SYSTEM_ACTOR,
    }),
  ).flat();
  await new TypeOrmUnitOfWork(database.dataSource).transaction((repos) => repos.outbox.append(entries));
}

const BENCH_DEAL: Deal = {
  id: 'deal_bench',
  spaceId: 'spc_bench',
  name: 'Bench deal',
  status: 'approved',
  currency: 'eur',
  price: 1000,
  cost: 600,
  probability: 0.5,
  targetPrice: 1200,
  targetMargin: 0.45,
  archived: false,
  description: 'Benchmark',
  account: null,
  externalId: null,
  owner: { id: 'usr_bench', name: 'Bench Owner', email: 'bench@example.test' },
  start: Date.UTC(2026, 10, 23),
  end: Date.UTC(2026, 11, 21),
  due: Date.UTC(2026, 11, 1),
  pendingAt: null,
  approvedAt: null,
  progressedAt: null,
  closedAt: null,
  redraftReason: null,
  closedReason: null,
  requestedByEmail: null,
  requestedToEmail: null,
  createdAt: NOW,
  updatedAt: NOW,
  revision: 1,
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/hook`),
    ),
  );
}

async function until(done: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
const report = (figures: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(figures)}\n`);

main().catch((error: Error) => {
  process.stderr.write(`dispatcher bench failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
