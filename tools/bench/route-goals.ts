import { checkGoal, checkSpreadGoal, type GoalCheck } from './bench-goals';
import {
  roundsSaturationNote,
  type ClosedRounds,
  type MeasuredOpenLoop,
  type RoundsAtRate,
} from './phase-result';
import type { LoadFigures } from './load';

/**
 * Issue 27's goals of a route against its fair hand-written baseline (items 2 and 4): the app's CPU
 * per request ≤ 1.3 ×, its req/s ≥ 0.85 × (closed loop), its p99 at a fixed rate ≤ 1.2 ×; each
 * judged on the median of the interleaved rounds' ratios.
 */
export const ROUTE_GOALS = { cpu: 1.3, throughput: 0.85, p99: 1.2 } as const;

/** A send later than this (p99) means the load generator itself was short of CPU. */
export const GENERATOR_LAG_LIMIT_MS = 20;

type Closed = LoadFigures & { readonly server_cpu_ms_per_request: number | null };

export function routeGoals(
  id: string,
  label: string,
  connections: number,
  closed: ClosedRounds<Closed>,
  atRate: RoundsAtRate<MeasuredOpenLoop>,
): GoalCheck[] {
  const errors = [...closed.app, ...atRate.app].reduce((sum, run) => sum + run.errors, 0);
  return [
    checkSpreadGoal(
      `${id}.cpu`,
      `${label}: app server CPU per request ≤ ${ROUTE_GOALS.cpu} × the baseline's`,
      closed.cpu_ratio,
      'at_most',
      ROUTE_GOALS.cpu,
    ),
    checkSpreadGoal(
      `${id}.throughput`,
      `${label} ≥ ${ROUTE_GOALS.throughput} × the baseline's req/s at ${connections} connections`,
      closed.throughput_ratio,
      'at_least',
      ROUTE_GOALS.throughput,
    ),
    checkSpreadGoal(
      `${id}.p99`,
      `${label} p99 ≤ ${ROUTE_GOALS.p99} × the baseline's at ${atRate.rate}/s`,
      atRate.p99_ratio,
      'at_most',
      ROUTE_GOALS.p99,
      openLoopNote(atRate),
    ),
    checkGoal(`${id}.errors`, `${label}: zero errors`, errors, 'at_most', 0),
  ];
}

/** What the reader must know about fixed-rate rounds: saturation, and a starved load generator. */
export function openLoopNote(atRate: RoundsAtRate<MeasuredOpenLoop>): string | undefined {
  const lag = Math.max(...[...atRate.app, ...atRate.baseline].map((run) => run.send_lag_p99_ms));
  const notes = [
    roundsSaturationNote(atRate),
    lag > GENERATOR_LAG_LIMIT_MS
      ? `the load generator sent up to ${lag} ms late (p99): the machine was short of CPU`
      : undefined,
  ].filter(Boolean);
  return notes.length ? notes.join('; ') : undefined;
}
