/** Pure number helpers of the bench: percentiles of latency samples and rounded ratios. */

export interface LatencySummary {
  readonly p50_ms: number;
  readonly p90_ms: number;
  readonly p99_ms: number;
  readonly max_ms: number;
}

/**
 * The nearest-rank percentile (the smallest sample with at least `p` % of the samples at or below
 * it) of samples sorted ascending; NaN for no samples. p in (0, 100].
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** p50 / p90 / p99 / max in ms, rounded to 0.01 ms; the samples are sorted in place. */
export function summarizeLatencies(samples: number[]): LatencySummary {
  samples.sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(samples, 50), 2),
    p90_ms: round(percentile(samples, 90), 2),
    p99_ms: round(percentile(samples, 99), 2),
    max_ms: round(samples.length ? (samples[samples.length - 1] as number) : Number.NaN, 2),
  };
}

/** a / b rounded to 3 decimals; null when either is missing or b is 0 (nothing to compare with). */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined || b === null || b === undefined || b === 0) return null;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return round(a / b, 3);
}

export function round(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Whether an open-loop run outran its server. A server that keeps up answers within its service
 * time (milliseconds here); one that does not builds a queue that stands or grows, and every later
 * request waits behind it. Judged on the median of the last quarter of the requests (in schedule
 * order): above 250 ms, and not below the first quarter's. NaN entries (unanswered) are left out.
 */
export function backlogGrew(latenciesInScheduleOrder: readonly number[]): boolean {
  const [first, , , last] = quarterMedians(latenciesInScheduleOrder);
  return first !== undefined && last !== undefined && last > 250 && last >= first;
}

/** Median latency of each quarter of the run, in schedule order (ms, 0.1): how latency moved. */
export function quarterMedians(latenciesInScheduleOrder: readonly number[]): number[] {
  const quarter = Math.floor(latenciesInScheduleOrder.length / 4);
  if (quarter === 0) return [];
  return [0, 1, 2, 3].map((q) => {
    const slice = latenciesInScheduleOrder
      .slice(q * quarter, (q + 1) * quarter)
      .filter((value) => !Number.isNaN(value))
      .sort((a, b) => a - b);
    return round(percentile(slice, 50), 1);
  });
}
