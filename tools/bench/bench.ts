import { cpus, loadavg } from 'node:os';
import { openThrowAwayDatabase } from '@deal/persistence';
import { BENCH_PHASES, parseBenchConfig, redactUrl, type BenchConfig, type BenchPhase } from './bench-config';
import { CleanupStack, createBenchContext, type BenchContext } from './bench-context';
import { seedBenchFixture, seedWebhookInFixture } from './bench-fixture';
import { describeGoal, type GoalCheck } from './bench-goals';
import { killAllChildren, runChildrenOn } from './child-server';
import { runDispatcherPhase } from './dispatcher.phase';
import { findNodeRuntimes, type NodeRuntime } from './node-runtimes';
import { runEmbeddedPhase } from './embedded.phase';
import { runEstimatePhase } from './estimate.phase';
import { runEventsPhase } from './events.phase';
import type { LoadFigures } from './load';
import { PRICING_SIZE, runPricingPhase } from './pricing.phase';
import type { PhaseResult } from './phase-result';
import { throughputRatios } from './runtime-ratios';
import { runRateLimitPhase } from './rate-limit.phase';
import { runReschedulePhase } from './reschedule.phase';
import { runSpacesPhase } from './spaces.phase';
import { runWebhookInPhase, webhookInDealsNeeded } from './webhook-in.phase';
import { median } from './rounds';

/**
 * `npm run bench` (issue 7): every phase, or those named as arguments
 * (`node dist/tools/bench/bench.js spaces reschedule`), on throw-away databases of the PostgreSQL
 * server at BENCH_DATABASE_URL / DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 * Apps run from dist/ as child processes; all traffic goes to 127.0.0.1; every load is bounded by
 * BENCH_DURATION_S. Each route is compared with its baseline in BENCH_ROUNDS interleaved rounds
 * and judged on the median ratio (issue 27). The servers run on the bench's own runtime (Node 24
 * under `npm run bench`); BENCH_ALL_NODES=1 repeats the whole run on every other Node.js on PATH
 * (node-runtimes.ts). Ends with one JSON line holding every figure, ratio (median and min–max) and
 * goal verdict per runtime, and each throughput of the newest runtime over the oldest's.
 */
async function main(): Promise<void> {
  const config = parseBenchConfig(process.env, process.argv.slice(2));
  const cleanup = new CleanupStack();
  const stopOnSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping child processes and dropping throw-away databases`);
    killAllChildren();
    const forced = setTimeout(() => process.exit(130), 15_000);
    void cleanup.runAll().finally(() => {
      clearTimeout(forced);
      process.exit(130);
    });
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  const startedAt = new Date();
  const startedMs = Date.now();
  const runtimes = findNodeRuntimes(process.env);
  const runs: RuntimeRun[] = [];
  let databaseInfo: Record<string, unknown> = {};
  try {
    for (const runtime of runtimes) {
      runChildrenOn(runtime.path);
      console.log(`\n===== servers on Node.js ${runtime.version}`);
      const run = await runAllPhases(config, cleanup, runtime);
      databaseInfo = run.database;
      runs.push(run);
    }
  } finally {
    await cleanup.runAll();
  }

  console.log(`\nbench took ${Math.round((Date.now() - startedMs) / 1000)} s`);
  for (const run of runs) {
    console.log(`\ngoals on Node.js ${run.node} (targets to report against, not assertions):`);
    for (const goal of run.goals) console.log(`  ${describeGoal(goal)}`);
  }
  const latest = runs[runs.length - 1];
  console.log(
    JSON.stringify({
      bench: 'deal-pricing-service',
      date: startedAt.toISOString(),
      database: databaseInfo,
      machine: { cpus: cpus().length, loadavg_1m_at_end: Math.round(loadavg()[0] * 100) / 100 },
      node: runs.map((run) => run.node),
      load_generator_node: process.version,
      settings: { ...config, serverUrl: redactUrl(config.serverUrl) },
      runtimes: runs.map(({ database: _database, path: _path, ...run }) => ({
        ...run,
        goals_met: run.goals.filter((goal) => goal.met === true).length,
        goals_not_met: run.goals.filter((goal) => goal.met === false).map((goal) => goal.id),
      })),
      // Throughput of the newest runtime over the oldest's, figure by figure.
      runtime_ratios: runs.length > 1 ? throughputRatios(runs[0].results, latest.results) : null,
      goals_met: latest?.goals.filter((goal) => goal.met === true).length ?? 0,
      goals_not_met: latest?.goals.filter((goal) => goal.met === false).map((goal) => goal.id) ?? [],
    }),
  );
}

interface RuntimeRun {
  readonly node: string;
  readonly path: string;
  readonly database: Record<string, unknown>;
  readonly results: Partial<Record<BenchPhase, PhaseResult['figures']>>;
  readonly goals: GoalCheck[];
}

/** Every chosen phase with the servers on one runtime, on a throw-away database of its own. */
async function runAllPhases(
  config: BenchConfig,
  cleanup: CleanupStack,
  runtime: NodeRuntime,
): Promise<RuntimeRun> {
  const results: Partial<Record<BenchPhase, PhaseResult['figures']>> = {};
  const goals: GoalCheck[] = [];
  const database = await openThrowAwayDatabase(config.serverUrl, { prefix: 'dps_bench' });
  cleanup.push('throw-away database', () => database.close());
  const [{ version }] = (await database.dataSource.query('SELECT version()')) as [{ version: string }];
  const databaseInfo = {
    kind: 'postgresql',
    server: redactUrl(config.serverUrl),
    throw_away_database: new URL(database.url).pathname.slice(1),
    version: version.split(' on ')[0],
  };
  console.log(
    `bench: ${databaseInfo.version} at ${databaseInfo.server}, throw-away database ` +
      `${databaseInfo.throw_away_database} (dropped at the end); ${describe(config)}`,
  );
  // Servers started for this runtime stop before the next runtime starts its own.
  const phaseCleanup = new CleanupStack();
  cleanup.push(`servers on Node.js ${runtime.version}`, () => phaseCleanup.runAll());
  try {
    const context = createBenchContext({
      config,
      database,
      cleanup: phaseCleanup,
      // One deal per closed-loop connection, and enough that the open loop hits each once a second.
      fixture: await seedBenchFixture(
        database,
        Math.max(config.connections, Math.ceil(config.rates.reschedule)),
      ),
      incoming: config.phases.includes('webhook-in')
        ? await seedWebhookInFixture(database, webhookInDealsNeeded(config))
        : { spaceId: '', key: '', dealIds: [] },
      pricingSize: PRICING_SIZE,
    });
    for (const phase of BENCH_PHASES.filter((name) => config.phases.includes(name))) {
      console.log(`\n[${phase}] Node.js ${runtime.version}`);
      const started = Date.now();
      const result = await runPhase(phase, context, results);
      console.log(`  [${phase}] took ${Math.round((Date.now() - started) / 1000)} s`);
      results[phase] = result.figures;
      goals.push(...result.goals);
    }
  } finally {
    await phaseCleanup.runAll();
  }
  return { node: runtime.version, path: runtime.path, database: databaseInfo, results, goals };
}

function runPhase(
  phase: BenchPhase,
  context: BenchContext,
  results: Partial<Record<BenchPhase, PhaseResult['figures']>>,
): Promise<PhaseResult> {
  switch (phase) {
    case 'spaces':
      return runSpacesPhase(context);
    case 'reschedule':
      return runReschedulePhase(context);
    case 'webhook-in':
      return runWebhookInPhase(context);
    case 'rate-limit':
      return runRateLimitPhase(context);
    case 'dispatcher':
      return runDispatcherPhase(context);
    case 'events':
      return runEventsPhase(context);
    case 'pricing':
      return runPricingPhase(context);
    case 'estimate':
      return runEstimatePhase(context);
    case 'embedded':
      return runEmbeddedPhase(context, medianApiRun(results.spaces));
    default: {
      const unknown: never = phase;
      throw new Error(`unknown phase ${String(unknown)}`);
    }
  }
}

/** The api's GET /v1/spaces closed-loop round with the median req/s: what PGlite is compared with. */
function medianApiRun(
  spaces: Record<string, unknown> | undefined,
): { requests_per_s: number; p99_ms: number } | null {
  const runs = (spaces?.['closed_rounds'] as { app: LoadFigures[] } | undefined)?.app ?? [];
  const middle = median(runs.map((run) => run.requests_per_s));
  return runs.find((run) => run.requests_per_s === middle) ?? runs[0] ?? null;
}

function describe(config: BenchConfig): string {
  return (
    `${config.durationSeconds} s per load, ${config.rounds} interleaved rounds per comparison, ` +
    `${config.connections} connections closed-loop, open loop at ` +
    `${Object.entries(config.rates)
      .map(([route, rate]) => `${route} ${rate}/s`)
      .join(', ')}, ` +
    `${config.dispatcherEvents} events per dispatcher batch; phases: ${config.phases.join(', ')}`
  );
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.stack ?? error.message}`);
  killAllChildren();
  process.exit(1);
});
