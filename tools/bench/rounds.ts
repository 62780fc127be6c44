import { ratio, round } from './latency-stats';

/**
 * Figures that hold still (issue 27, item 3): a comparison runs in rounds, the app and its
 * baseline taking turns (app, baseline, app, baseline, …), so that a burst of load from elsewhere
 * on a shared machine lands on both sides rather than on one. Each round gives one ratio; the
 * goal is judged on their median and the JSON line keeps the min–max beside it.
 */

export type Side = 'app' | 'baseline';

/** Rounds of a throughput phase unless BENCH_ROUNDS says otherwise. */
export const DEFAULT_ROUNDS = 3;

/** The median, smallest and largest of some per-round figures, and the figures themselves. */
export interface Spread {
  readonly median: number | null;
  readonly min: number | null;
  readonly max: number | null;
  /** One value per round, in the order the rounds ran (null where a round had nothing to compare). */
  readonly rounds: readonly (number | null)[];
}

/**
 * How the two sides take turns: `app-first` (app, baseline, app, baseline, …), or `alternating`
 * (app, baseline, baseline, app, …: ABBA), so that neither side always runs on the machine as the
 * other left it; for two routes of one process whose ratio sits near its goal.
 */
export type RoundOrder = 'app-first' | 'alternating';

/** The order in which `rounds` rounds run (`RoundOrder`). */
export function interleavedOrder(
  rounds: number,
  order: RoundOrder = 'app-first',
): Array<{ readonly side: Side; readonly round: number }> {
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`rounds must be ≥ 1, got ${rounds}`);
  return Array.from({ length: rounds }, (_, index) => {
    const steps = [
      { side: 'app' as const, round: index },
      { side: 'baseline' as const, round: index },
    ];
    return order === 'alternating' && index % 2 === 1 ? steps.reverse() : steps;
  }).flat();
}

/** The median of finite values (the mean of the middle two for an even count); null for none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Median and min–max of per-round values, rounded to `decimals`; nulls are kept in `rounds` only. */
export function spreadOf(values: readonly (number | null | undefined)[], decimals = 3): Spread {
  const present = finite(values);
  const mid = median(present);
  return {
    median: mid === null ? null : round(mid, decimals),
    min: present.length ? round(Math.min(...present), decimals) : null,
    max: present.length ? round(Math.max(...present), decimals) : null,
    rounds: values.map((value) => (value === undefined || value === null ? null : value)),
  };
}

/** The app-to-baseline ratio of each round (same round, same figure), and their spread. */
export function roundRatios<T>(
  app: readonly T[],
  baseline: readonly T[],
  figure: (run: T) => number | null | undefined,
): Spread {
  if (app.length !== baseline.length) {
    throw new RangeError(`rounds differ: ${app.length} app runs, ${baseline.length} baseline runs`);
  }
  return spreadOf(app.map((run, index) => ratio(figure(run), figure(baseline[index] as T))));
}

/**
 * Runs `rounds` rounds in interleaved order (app, baseline, app, baseline, …) and hands back each
 * side's runs in round order.
 */
export async function runInterleaved<T>(
  rounds: number,
  run: (side: Side, round: number) => Promise<T>,
  order: RoundOrder = 'app-first',
): Promise<{ readonly app: T[]; readonly baseline: T[] }> {
  const app: T[] = [];
  const baseline: T[] = [];
  for (const step of interleavedOrder(rounds, order)) {
    const result = await run(step.side, step.round);
    (step.side === 'app' ? app : baseline).push(result);
  }
  return { app, baseline };
}

/** "0.81 (0.78–0.86)": a spread as the printed summary shows it. */
export function describeSpread(spread: Pick<Spread, 'median' | 'min' | 'max'>): string {
  if (spread.median === null) return 'not measured';
  return `${spread.median} (${String(spread.min)}–${String(spread.max)})`;
}

function finite(values: readonly (number | null | undefined)[]): number[] {
  return values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
}
