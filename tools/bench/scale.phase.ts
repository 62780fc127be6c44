import { performance } from 'node:perf_hooks';
import { openThrowAwayDatabase, pruneExpiredRows, type Database } from '@deal/persistence';
import type { GoalCheck } from './bench-goals';
import type { CleanupStack } from './bench-context';
import { round } from './latency-stats';
import type { ScaleConfig } from './scale-config';
import { findScaleCursors, SCALE_PATHS } from './scale-paths';
import {
  comparePath,
  pruneFigures,
  scaleGoals,
  sizeLabel,
  timingOf,
  type PathComparison,
  type PathTiming,
  type PruneFigures,
} from './scale-report';
import { seedScale, type ScaleSizes } from './scale-seed';

/** Untimed runs of each path first: the first plans and reads warm the caches at either size. */
const WARM_UP_RUNS = 3;
/** The retention horizons of the defaults (docs/operations.md "Retention"). */
const HORIZONS = { deliveryDays: 30, eventDays: 30, sessionDays: 7, deviceCodeDays: 1 };

interface SizeRun {
  readonly sizes: ScaleSizes;
  readonly seed_s: number;
  readonly paths: Record<string, PathTiming>;
  readonly prune: PruneFigures;
}

export interface ScaleResult {
  readonly figures: Record<string, unknown>;
  readonly goals: GoalCheck[];
}

/**
 * Issue 27 item 5: each path (scale-paths.ts) at the small and at the large size, each size on a
 * throw-away database of its own, seeded by set-based SQL (scale-seed.ts), then the retention prune
 * of its expired rows, timed. Paths are timed through the repositories the apps use, one after
 * another on one connection: what grows with a table is the database's work, not the HTTP around it.
 */
export async function runScalePhase(config: ScaleConfig, cleanup: CleanupStack): Promise<ScaleResult> {
  const small = await runAtSize(config, cleanup, config.small);
  const large = await runAtSize(config, cleanup, config.large);
  const paths: Record<string, PathComparison> = {};
  const smallLabel = sizeLabel(config.small.rows);
  const largeLabel = sizeLabel(config.large.rows);
  console.log(
    `\n  ${'path'.padEnd(40)} ${smallLabel.padStart(9)} ${largeLabel.padStart(9)}   ratio (goal ≤ 2×)`,
  );
  for (const path of SCALE_PATHS) {
    const comparison = comparePath(small.paths[path.id] as PathTiming, large.paths[path.id] as PathTiming);
    paths[path.id] = comparison;
    console.log(
      `  ${path.label.padEnd(40)} ${ms(comparison.small.p50_ms)} ${ms(comparison.large.p50_ms)}   ${String(comparison.ratio)}`,
    );
  }
  console.log(
    `  ${'retention prune, rows/s'.padEnd(40)} ${String(small.prune.rows_per_s).padStart(9)} ` +
      `${String(large.prune.rows_per_s).padStart(9)}   (${large.prune.deliveries} deliveries, their attempts ` +
      `and events in ${large.prune.seconds} s)`,
  );
  return {
    figures: {
      sizes: { small: config.small, large: config.large },
      runs_per_path: config.runs,
      seed_s: { small: small.seed_s, large: large.seed_s },
      paths,
      prune: { small: small.prune, large: large.prune },
    },
    goals: scaleGoals(paths, { small: small.prune, large: large.prune }, largeLabel),
  };
}

async function runAtSize(config: ScaleConfig, cleanup: CleanupStack, sizes: ScaleSizes): Promise<SizeRun> {
  const label = sizeLabel(sizes.rows);
  const database = await openThrowAwayDatabase(config.serverUrl, { prefix: 'dps_bench_scale', poolSize: 2 });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await database.close();
  };
  cleanup.push(`scale database (${label})`, close);
  try {
    const now = Date.now();
    console.log(
      `\n[scale ${label}] seeding ${sizes.rows} deliveries and events, ${sizes.deals} deals, ` +
        `${sizes.expired} expired deliveries with their attempts and events`,
    );
    const seedStarted = performance.now();
    await seedScale(database, sizes, now);
    const seed_s = round((performance.now() - seedStarted) / 1000, 1);
    console.log(`  seeded in ${seed_s} s`);
    const cursors = await findScaleCursors(database, sizes);
    const paths: Record<string, PathTiming> = {};
    for (const path of SCALE_PATHS) {
      const samples = await timeRuns(config.runs, () => path.run(database, cursors, now), path.id);
      paths[path.id] = timingOf(samples);
      console.log(
        `  ${path.label.padEnd(46)} p50=${paths[path.id]?.p50_ms} ms p90=${paths[path.id]?.p90_ms} ms`,
      );
    }
    const prune = await timePrune(database, now);
    console.log(
      `  ${'retention prune'.padEnd(46)} ${prune.rows} rows in ${prune.seconds} s: ` +
        `${prune.rows_per_s} rows/s, ${prune.deliveries_per_s} deliveries/s`,
    );
    return { sizes, seed_s, paths, prune };
  } finally {
    await close();
  }
}

async function timeRuns(runs: number, run: () => Promise<number>, id: string): Promise<number[]> {
  for (let n = 0; n < WARM_UP_RUNS; n++) {
    if ((await run()) === 0) throw new Error(`${id} read no rows: the seed is not what the path expects`);
  }
  const samples: number[] = [];
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function timePrune(database: Database, now: number): Promise<PruneFigures> {
  const started = performance.now();
  const counts = await pruneExpiredRows(database, { now, horizons: HORIZONS });
  return pruneFigures(counts, (performance.now() - started) / 1000);
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
