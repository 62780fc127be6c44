import { cpus, loadavg } from 'node:os';
import { redactUrl } from './bench-config';
import { CleanupStack } from './bench-context';
import { describeGoal } from './bench-goals';
import { parseScaleConfig } from './scale-config';
import { runScalePhase } from './scale.phase';

/**
 * `npm run bench:scale` (issue 27 item 5): the cost of the delivery log, the deals list, the events
 * feed and the dispatcher's claim at 1,000 rows and at 1,000,000 (100,000 deals), and the retention
 * prune's rows per second, on throw-away databases of the PostgreSQL server at BENCH_DATABASE_URL /
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped at the end. Sizes and
 * runs: BENCH_SCALE_ROWS, BENCH_SCALE_DEALS, BENCH_SCALE_EXPIRED, BENCH_SCALE_SMALL_ROWS,
 * BENCH_SCALE_RUNS. Ends with one JSON line, like `npm run bench`.
 */
async function main(): Promise<void> {
  const config = parseScaleConfig(process.env, Date.now());
  const cleanup = new CleanupStack();
  const stopOnSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: dropping the throw-away databases`);
    const forced = setTimeout(() => process.exit(130), 15_000);
    void cleanup.runAll().finally(() => {
      clearTimeout(forced);
      process.exit(130);
    });
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  const startedAt = new Date();
  console.log(
    `bench:scale on ${redactUrl(config.serverUrl)}: ${config.small.rows} against ${config.large.rows} rows ` +
      `(${config.large.deals} deals, ${config.large.expired} expired), ${config.runs} timed runs per path`,
  );
  let result;
  try {
    result = await runScalePhase(config, cleanup);
  } finally {
    await cleanup.runAll();
  }
  console.log('\ngoals (targets to report against, not assertions):');
  for (const goal of result.goals) console.log(`  ${describeGoal(goal)}`);
  console.log(
    JSON.stringify({
      bench: 'deal-pricing-service',
      phase: 'scale',
      date: startedAt.toISOString(),
      machine: { cpus: cpus().length, loadavg_1m_at_end: Math.round(loadavg()[0] * 100) / 100 },
      node: process.version,
      settings: { ...config, serverUrl: redactUrl(config.serverUrl) },
      ...result.figures,
      goals: result.goals,
      goals_met: result.goals.filter((goal) => goal.met === true).length,
      goals_not_met: result.goals.filter((goal) => goal.met === false).map((goal) => goal.id),
    }),
  );
}

main().catch((error: Error) => {
  console.error(`bench:scale failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
