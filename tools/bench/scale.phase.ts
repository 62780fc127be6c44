import { performance } from 'node:perf_hooks';
import { openThrowAwayDatabase, pruneExpiredRows, type Database } from '@deal/persistence';
import type { GoalCheck } from './bench-goals';
import type { CleanupStack } from './bench-context';
import { round } from './latency-stats';
import type { ScaleConfig } from './scale-config';
import { findScaleCursors, SCALE_PATHS, type ScaleCursors, type ScalePath } from './scale-paths';
import { recordStatements } from './statement-recorder';
import {
  comparePath,
  pruneFigures,
  scaleGoals,
  sizeLabel,
  timingOf,
  type PathComparison,
  type PruneFigures,
} from './scale-report';
import { seedScale, type ScaleSizes } from './scale-seed';

/** Untimed runs of each path first: the first plans and reads warm the caches at either size. */
const WARM_UP_RUNS = 3;
/** The retention horizons of the defaults (docs/operations.md "Retention"). */
const HORIZONS = { deliveryDays: 30, eventDays: 30, sessionDays: 7, deviceCodeDays: 1 };

/** A seeded throw-away database of one size, with the middle of each of its lists. */
interface Seeded {
  readonly label: string;
  readonly sizes: ScaleSizes;
  readonly database: Database;
  readonly cursors: ScaleCursors;
  readonly seed_s: number;
}

export interface ScaleResult {
  readonly figures: Record<string, unknown>;
  readonly goals: GoalCheck[];
}

/**
 * Issue 27 item 5: each path (scale-paths.ts) at the small and at the large size, each size on a
 * throw-away database of its own, seeded by set-based SQL (scale-seed.ts), then the retention prune
 * of each one's expired rows, timed. Paths are timed through the repositories the apps use, one
 * call at a time: what grows with a table is the database's work, not the HTTP around it. The runs
 * alternate between the sizes (small, large, small, …), so that both meet the same noise of a
 * shared machine, and each side's median is compared.
 */
export async function runScalePhase(config: ScaleConfig, cleanup: CleanupStack): Promise<ScaleResult> {
  const small = await seeded(config, cleanup, config.small);
  const large = await seeded(config, cleanup, config.large);
  console.log(
    `\n[scale] ${config.runs} timed runs per path and size, alternating ${small.label} and ${large.label}`,
  );
  console.log(
    `  ${'path'.padEnd(40)} ${small.label.padStart(9)} ${large.label.padStart(9)}   ratio (goal ≤ 2×)`,
  );
  const paths: Record<string, PathComparison> = {};
  for (const path of SCALE_PATHS) {
    const runs = [small, large].map((side) => () => path.run(side.database, side.cursors, config.now));
    const [smallSamples, largeSamples] = await timeAlternating(config.runs, runs, path.id);
    const comparison = comparePath(timingOf(smallSamples), timingOf(largeSamples));
    paths[path.id] = comparison;
    console.log(
      `  ${path.label.padEnd(40)} ${ms(comparison.small.p50_ms)} ${ms(comparison.large.p50_ms)}   ` +
        `${String(comparison.ratio)}   (p90 ${comparison.small.p90_ms} / ${comparison.large.p90_ms} ms)`,
    );
  }
  console.log(`\n  database time (EXPLAIN ANALYZE of the statements each read sends: planning + execution)`);
  const database_ms: Record<string, PathComparison> = {};
  for (const path of SCALE_PATHS.filter((candidate) => candidate.readOnly)) {
    const [smallSamples, largeSamples] = await databaseTimes(config.runs, [small, large], path, config.now);
    const comparison = comparePath(timingOf(smallSamples), timingOf(largeSamples));
    database_ms[path.id] = comparison;
    console.log(
      `  ${path.label.padEnd(40)} ${ms(comparison.small.p50_ms)} ${ms(comparison.large.p50_ms)}   ${String(comparison.ratio)}`,
    );
  }
  const prune = {
    small: await timePrune(small.database, config.now),
    large: await timePrune(large.database, config.now),
  };
  console.log(
    `  ${'retention prune, rows/s'.padEnd(40)} ${String(prune.small.rows_per_s).padStart(9)} ` +
      `${String(prune.large.rows_per_s).padStart(9)}   (${large.label}: ${prune.large.deliveries} deliveries, ` +
      `their attempts and events, ${prune.large.rows} rows in ${prune.large.seconds} s)`,
  );
  return {
    figures: {
      sizes: { small: config.small, large: config.large },
      runs_per_path: config.runs,
      seed_s: { small: small.seed_s, large: large.seed_s },
      paths,
      database_ms,
      prune,
    },
    goals: scaleGoals(paths, prune, large.label, database_ms),
  };
}

async function seeded(config: ScaleConfig, cleanup: CleanupStack, sizes: ScaleSizes): Promise<Seeded> {
  const label = sizeLabel(sizes.rows);
  const database = await openThrowAwayDatabase(config.serverUrl, { prefix: 'dps_bench_scale', poolSize: 2 });
  cleanup.push(`scale database (${label})`, () => database.close());
  console.log(
    `\n[scale ${label}] seeding ${sizes.rows} deliveries and events, ${sizes.deals} deals, ` +
      `${sizes.expired} expired deliveries with their attempts and events`,
  );
  const started = performance.now();
  await seedScale(database, sizes, config.now);
  const seed_s = round((performance.now() - started) / 1000, 1);
  console.log(`  seeded in ${seed_s} s (set-based inserts, then VACUUM ANALYZE)`);
  return { label, sizes, database, cursors: await findScaleCursors(database, sizes), seed_s };
}

/**
 * The database's own time for a read, without the client's share (on a loaded machine, most of a
 * sub-millisecond call's wall-clock time is waiting for a core): the statements one run sends are
 * recorded, then EXPLAIN (ANALYZE)d `runs` times on each side, alternating; planning plus
 * execution time, summed over the statements of one run.
 */
async function databaseTimes(
  runs: number,
  sides: readonly Seeded[],
  path: ScalePath,
  now: number,
): Promise<number[][]> {
  const recorded = [];
  for (const side of sides) {
    const { statements } = await recordStatements(side.database.dataSource, () =>
      path.run(side.database, side.cursors, now),
    );
    recorded.push(statements);
  }
  const samples = sides.map((): number[] => []);
  for (let n = 0; n < runs; n++) {
    for (const [index, side] of sides.entries()) {
      let total = 0;
      for (const statement of recorded[index] ?? []) {
        const [row] = (await side.database.dataSource.query(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
          [...statement.parameters],
        )) as { 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] }[];
        const [plan] = row?.['QUERY PLAN'] ?? [];
        total += (plan?.['Planning Time'] ?? 0) + (plan?.['Execution Time'] ?? 0);
      }
      samples[index]?.push(total);
    }
  }
  return samples;
}

/** Untimed warm-up runs of each side, then `runs` timed runs of each, alternating; ms per run. */
async function timeAlternating(
  runs: number,
  sides: readonly (() => Promise<number>)[],
  id: string,
): Promise<number[][]> {
  for (const run of sides) {
    for (let n = 0; n < WARM_UP_RUNS; n++) {
      if ((await run()) === 0) throw new Error(`${id} read no rows: the seed is not what the path expects`);
    }
  }
  const samples = sides.map((): number[] => []);
  for (let n = 0; n < runs; n++) {
    for (const [side, run] of sides.entries()) {
      const started = performance.now();
      await run();
      samples[side]?.push(performance.now() - started);
    }
  }
  return samples;
}

async function timePrune(database: Database, now: number): Promise<PruneFigures> {
  const started = performance.now();
  const counts = await pruneExpiredRows(database, { now, horizons: HORIZONS });
  return pruneFigures(counts, (performance.now() - started) / 1000);
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
