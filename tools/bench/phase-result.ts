import type { GoalCheck } from './bench-goals';
import { ratio, round } from './latency-stats';
import { runOpenLoop, type OpenLoopFigures, type OpenLoopSpec } from './open-loop';
import { plannedRequests } from './open-loop-schedule';
import { cpuMilliseconds } from './process-usage';
import { roundRatios, runInterleaved, type RoundOrder, type Side, type Spread } from './rounds';

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

/** Unmeasured seconds at the rate before each measured open loop (see `measureOpenLoop`). */
export const OPEN_LOOP_LEAD_IN_S = 1;

/**
 * An open loop at a fixed rate, measured after a short lead-in at the same rate whose answers are
 * not counted. A server whose pool sat idle has closed its PostgreSQL connections (pg's
 * `idleTimeoutMillis`, 10 s, for the apps and the baseline alike); reopening ten of them and
 * warming their caches takes a few hundred ms on a loaded machine, and a fixed-rate load queues
 * behind that for seconds. That start-up transient is what broke the webhook-in baseline's figure
 * of 2026-11-27 (docs/performance.md): the lead-in keeps it out of either side's latency. The
 * measured requests continue the lead-in's sequence, so a resource is not hit twice in a row.
 */
export async function measureOpenLoop(pid: number, spec: OpenLoopSpec): Promise<MeasuredOpenLoop> {
  await runOpenLoop({ ...spec, name: `${spec.name} lead-in`, durationSeconds: OPEN_LOOP_LEAD_IN_S });
  const firstIndex = (spec.firstIndex ?? 0) + plannedRequests(spec.ratePerSecond, OPEN_LOOP_LEAD_IN_S);
  return measure(pid, () => runOpenLoop({ ...spec, firstIndex }));
}

export type MeasuredOpenLoop = OpenLoopFigures & { readonly server_cpu_ms_per_request: number | null };

export interface RoundsAtRate<T extends OpenRun> {
  readonly rate: number;
  readonly app: T[];
  readonly baseline: T[];
  /** The p99 ratio of each round, its median and min–max. */
  readonly p99_ratio: Spread;
  /** Both sides once more at half the rate, when a side was saturated in any round. */
  readonly half_rate: OpenLoopComparison<T>['half_rate'];
}

/**
 * The fixed-rate comparison of a route in interleaved rounds (issue 27): app, baseline, app,
 * baseline, …; the p99 ratio of each round and their median. When a side could not keep up in
 * any round, both run once more at half the rate (reported, not judged).
 */
export async function compareAtRateInRounds<T extends OpenRun>(
  rounds: number,
  rate: number,
  run: (side: Side, rate: number, round: number) => Promise<T>,
): Promise<RoundsAtRate<T>> {
  const { app, baseline } = await runInterleaved(rounds, (side, index) => run(side, rate, index));
  const p99 = roundRatios(app, baseline, (each) => each.p99_ms);
  if (![...app, ...baseline].some((each) => each.saturated)) {
    return { rate, app, baseline, p99_ratio: p99, half_rate: null };
  }
  const half = rate / 2;
  const halfApp = await run('app', half, rounds);
  const halfBaseline = await run('baseline', half, rounds);
  return {
    rate,
    app,
    baseline,
    p99_ratio: p99,
    half_rate: {
      rate: half,
      baseline: halfBaseline,
      app: halfApp,
      p99_ratio: ratio(halfApp.p99_ms, halfBaseline.p99_ms),
    },
  };
}

/** A note for rounds at a fixed rate in which a side could not keep up. */
export function roundsSaturationNote(comparison: RoundsAtRate<OpenRun>): string | undefined {
  const count = (runs: readonly OpenRun[]) => runs.filter((run) => run.saturated).length;
  const sides = [
    count(comparison.app) && `app in ${count(comparison.app)} of ${comparison.app.length} rounds`,
    count(comparison.baseline) &&
      `baseline in ${count(comparison.baseline)} of ${comparison.baseline.length} rounds`,
  ].filter(Boolean);
  if (sides.length === 0) return undefined;
  const half = comparison.half_rate;
  const below = half ? `; at ${half.rate}/s the p99 ratio is ${String(half.p99_ratio)}` : '';
  return `saturated at this rate: ${sides.join(' and ')}${below}`;
}

/** Closed-loop rounds of a route: req/s and server CPU per request, per round and as medians. */
export interface ClosedRounds<T extends ClosedRun> {
  readonly app: T[];
  readonly baseline: T[];
  readonly throughput_ratio: Spread;
  readonly cpu_ratio: Spread;
}

interface ClosedRun {
  readonly requests_per_s: number;
  readonly server_cpu_ms_per_request: number | null;
}

/** Closed loops in interleaved rounds: app, baseline, app, baseline, … (or ABBA, `RoundOrder`). */
export async function closedInRounds<T extends ClosedRun>(
  rounds: number,
  run: (side: Side, round: number) => Promise<T>,
  order: RoundOrder = 'app-first',
): Promise<ClosedRounds<T>> {
  const { app, baseline } = await runInterleaved(rounds, run, order);
  return {
    app,
    baseline,
    throughput_ratio: roundRatios(app, baseline, (each) => each.requests_per_s),
    cpu_ratio: roundRatios(app, baseline, (each) => each.server_cpu_ms_per_request),
  };
}
