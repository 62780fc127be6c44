import { checkGoal, type GoalCheck } from './bench-goals';
import { percentile, ratio, round } from './latency-stats';

/** "Cost at the large size within this × its cost at the small size" (issue 27 item 5). */
export const FLAT_LIMIT = 2;
/** The delivery log's page at a million deliveries (it took 996 ms). */
export const DELIVERY_LOG_LIMIT_MS = 10;

/** One path's timed runs, in ms: the median and the 90th percentile. */
export interface PathTiming {
  readonly p50_ms: number;
  readonly p90_ms: number;
}

export function timingOf(samples: readonly number[]): PathTiming {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50_ms: round(percentile(sorted, 50), 3), p90_ms: round(percentile(sorted, 90), 3) };
}

/** A path at both sizes: the median cost at each and their ratio (large over small). */
export interface PathComparison {
  readonly small: PathTiming;
  readonly large: PathTiming;
  readonly ratio: number | null;
}

export function comparePath(small: PathTiming, large: PathTiming): PathComparison {
  return { small, large, ratio: ratio(large.p50_ms, small.p50_ms) };
}

/** A prune's figures: rows deleted (deliveries, their attempts and events) per second. */
export interface PruneFigures {
  readonly seconds: number;
  readonly deliveries: number;
  readonly rows: number;
  readonly rows_per_s: number;
  readonly deliveries_per_s: number;
}

export function pruneFigures(
  counts: {
    readonly webhook_deliveries: number;
    readonly delivery_attempts: number;
    readonly outbox_events: number;
  },
  seconds: number,
): PruneFigures {
  const rows = counts.webhook_deliveries + counts.delivery_attempts + counts.outbox_events;
  return {
    seconds: round(seconds, 2),
    deliveries: counts.webhook_deliveries,
    rows,
    rows_per_s: seconds > 0 ? Math.round(rows / seconds) : 0,
    deliveries_per_s: seconds > 0 ? Math.round(counts.webhook_deliveries / seconds) : 0,
  };
}

/**
 * The goals: every path's median at the large size within FLAT_LIMIT × the small one's; the
 * prune's cost per row likewise (its rows/s at the small size over the large one's); and the
 * delivery log's pages within DELIVERY_LOG_LIMIT_MS at the large size.
 */
export function scaleGoals(
  paths: Readonly<Record<string, PathComparison>>,
  prune: { readonly small: PruneFigures; readonly large: PruneFigures },
  largeLabel: string,
  databaseMs: Readonly<Record<string, PathComparison>> = {},
): GoalCheck[] {
  const goals = Object.entries(paths).map(([id, comparison]) =>
    checkGoal(
      `scale_${id}`,
      `${id}: cost at ${largeLabel} ≤ ${FLAT_LIMIT}× cost at the small size`,
      comparison.ratio,
      'at_most',
      FLAT_LIMIT,
    ),
  );
  goals.push(
    checkGoal(
      'scale_prune_per_row',
      `prune: cost per row at ${largeLabel} ≤ ${FLAT_LIMIT}× at the small size`,
      ratio(prune.small.rows_per_s, prune.large.rows_per_s),
      'at_most',
      FLAT_LIMIT,
    ),
  );
  for (const id of ['delivery_log_first', 'delivery_log_deep']) {
    const comparison = paths[id];
    if (comparison === undefined) continue;
    goals.push(
      checkGoal(
        `scale_${id}_ms`,
        `${id} at ${largeLabel}: p50 ≤ ${DELIVERY_LOG_LIMIT_MS} ms`,
        comparison.large.p50_ms,
        'at_most',
        DELIVERY_LOG_LIMIT_MS,
      ),
    );
    const inDatabase = databaseMs[id];
    if (inDatabase === undefined) continue;
    goals.push(
      checkGoal(
        `scale_${id}_db_ms`,
        `${id} at ${largeLabel}: database time (planning + execution) p50 ≤ ${DELIVERY_LOG_LIMIT_MS} ms`,
        inDatabase.large.p50_ms,
        'at_most',
        DELIVERY_LOG_LIMIT_MS,
      ),
    );
  }
  return goals;
}

/** A size for people: 1k, 100k, 1M. */
export function sizeLabel(rows: number): string {
  if (rows >= 1_000_000 && rows % 100_000 === 0) return `${rows / 1_000_000}M`;
  if (rows >= 1_000 && rows % 100 === 0) return `${rows / 1_000}k`;
  return String(rows);
}
