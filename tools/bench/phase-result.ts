import type { GoalCheck } from './bench-goals';
import { ratio, round } from './latency-stats';
import { cpuMilliseconds } from './process-usage';

/** What a phase of `npm run bench` hands back: its figures (for the JSON line) and its goals. */
export interface PhaseResult {
  readonly figures: Record<string, unknown>;
  readonly goals: GoalCheck[];
}

/**
 * Runs one load against the server process `pid` and prints its figures as they come. Adds the
 * server process's CPU time per request (user + system, from /proc): on a machine shared with
 * other work this moves far less than req/s, since it does not count time spent waiting for a core.
 */
export async function measure<T extends { readonly name: string; readonly requests: number }>(
  pid: number,
  run: () => Promise<T>,
): Promise<T & { readonly server_cpu_ms_per_request: number | null }> {
  const before = await cpuMilliseconds(pid);
  const figures = await run();
  const after = await cpuMilliseconds(pid);
  const perRequest =
    before === null || after === null || figures.requests === 0
      ? null
      : round((after - before) / figures.requests, 3);
  const result = { ...figures, server_cpu_ms_per_request: perRequest };
  printLoad(result);
  return result;
}

/** The server CPU per request of the app and of its baseline in the same run, and their ratio. */
export function cpuPerRequest(
  app: { readonly server_cpu_ms_per_request: number | null },
  baseline: { readonly server_cpu_ms_per_request: number | null },
): {
  readonly app: number | null;
  readonly baseline: number | null;
  readonly app_to_baseline: number | null;
} {
  return {
    app: app.server_cpu_ms_per_request,
    baseline: baseline.server_cpu_ms_per_request,
    app_to_baseline: ratio(app.server_cpu_ms_per_request, baseline.server_cpu_ms_per_request),
  };
}

export function printLoad(figures: { readonly name: string }): void {
  const { name, ...rest } = figures as { name: string } & Record<string, unknown>;
  const parts = Object.entries(rest).map(([key, value]) => `${key}=${String(value)}`);
  console.log(`  ${name.padEnd(46)} ${parts.join(' ')}`);
}

/** "No leak" from "leak suspected", keeping "not measured". */
export function invert(value: boolean | null): boolean | null {
  return value === null ? null : !value;
}

/** A note for a fixed-rate comparison in which a side could not keep up (its latency only grew). */
export function saturationNote(comparison: OpenLoopComparison<OpenRun>): string | undefined {
  const sides = [comparison.app.saturated && 'app', comparison.baseline.saturated && 'baseline'].filter(
    Boolean,
  );
  if (sides.length === 0) return undefined;
  const half = comparison.half_rate;
  const below = half ? `; at ${half.rate}/s the p99 ratio is ${String(half.p99_ratio)}` : '';
  return `saturated at this rate: ${sides.join(' and ')}${below}`;
}

interface OpenRun {
  readonly p99_ms: number;
  readonly saturated: boolean;
}

export interface OpenLoopComparison<T extends OpenRun> {
  readonly baseline: T;
  readonly app: T;
  /** Both again at half the rate, when either side was saturated at the full rate. */
  readonly half_rate: {
    readonly rate: number;
    readonly baseline: T;
    readonly app: T;
    readonly p99_ratio: number | null;
  } | null;
}

/**
 * The fixed-rate comparison of a route: the baseline, then the app, at `rate`. When either could
 * not keep up, both once more at half the rate, so that there is also a latency comparison below
 * saturation (reported, not judged: the goal is set at `rate`).
 */
export async function compareAtRate<T extends OpenRun>(
  rate: number,
  run: (side: 'baseline' | 'app', rate: number) => Promise<T>,
): Promise<OpenLoopComparison<T>> {
  const baseline = await run('baseline', rate);
  const app = await run('app', rate);
  if (!baseline.saturated && !app.saturated) return { baseline, app, half_rate: null };
  const half = rate / 2;
  const halfBaseline = await run('baseline', half);
  const halfApp = await run('app', half);
  return {
    baseline,
    app,
    half_rate: {
      rate: half,
      baseline: halfBaseline,
      app: halfApp,
      p99_ratio: ratio(halfApp.p99_ms, halfBaseline.p99_ms),
    },
  };
}
