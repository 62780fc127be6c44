import type { BenchContext } from './bench-context';
import type { ChildServer } from './child-server';
import { runLoad, type LoadSpec } from './load';
import type { OpenLoopRequest } from './open-loop';
import {
  closedInRounds,
  compareAtRateInRounds,
  measure,
  measureOpenLoop,
  type PhaseResult,
} from './phase-result';
import { routeGoals } from './route-goals';
import type { Side } from './rounds';

export interface RouteComparison {
  /** Goal ids start with it, e.g. `events` → `events.cpu`. */
  readonly id: string;
  /** How the route reads in the printed lines, e.g. `GET /v1/spaces/{space}/events`. */
  readonly label: string;
  readonly app: ChildServer;
  readonly baseline: ChildServer;
  readonly rate: number;
  readonly expectedStatus: number;
  /** The closed loop of one run (url, method, headers, bodies, paths), on `origin`. */
  readonly closed: (
    origin: string,
    side: Side,
    round: number,
  ) => Omit<LoadSpec, 'name' | 'connections' | 'durationSeconds' | 'expectedStatus'>;
  /** The request sequence of one open-loop run. */
  readonly open: (side: Side, round: number) => (index: number) => OpenLoopRequest;
}

/**
 * A route against its hand-written baseline, the way every route of issue 27 is compared: a
 * closed-loop warm-up of each, closed loops in interleaved rounds (req/s, server CPU per request),
 * then open loops at the fixed rate in interleaved rounds (p99), each after an unmeasured lead-in.
 */
export async function compareRoute(context: BenchContext, route: RouteComparison): Promise<PhaseResult> {
  const { config } = context;
  const server = (side: Side) => (side === 'app' ? route.app : route.baseline);
  const closedRun = (side: Side, round: number, name: string, durationSeconds: number) =>
    runLoad({
      ...route.closed(server(side).url, side, round),
      name,
      connections: config.connections,
      durationSeconds,
      expectedStatus: route.expectedStatus,
    });
  await closedRun('app', -1, 'warm-up', config.warmUpSeconds);
  await closedRun('baseline', -1, 'warm-up', config.warmUpSeconds);
  const closed = await closedInRounds(config.rounds, (side, round) =>
    measure(server(side).pid, () =>
      closedRun(side, round, `${side} ${route.label} (closed, round ${round + 1})`, config.durationSeconds),
    ),
  );
  const atRate = await compareAtRateInRounds(config.rounds, route.rate, (side, rate, round) =>
    measureOpenLoop(server(side).pid, {
      name: `${side} ${route.label} (${rate}/s, round ${round + 1})`,
      origin: server(side).url,
      ratePerSecond: rate,
      durationSeconds: config.durationSeconds,
      connections: config.openLoopConnections,
      expectedStatus: route.expectedStatus,
      request: route.open(side, round),
    }),
  );
  return {
    figures: { closed_rounds: closed, open_rounds: atRate },
    goals: routeGoals(route.id, route.label, config.connections, closed, atRate),
  };
}
