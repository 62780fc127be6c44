import { APPLICATION_NAME } from '@deal/persistence';
import type { BenchContext } from './bench-context';
import { checkSpreadGoal, type GoalCheck } from './bench-goals';
import type { ChildServer } from './child-server';
import { closedInRounds, measure, type PhaseResult } from './phase-result';
import { runLoad, type LoadFigures, type LoadSpec } from './load';
import { benchEstimate } from './pricing-fixture';
import { rescheduleClosedLoad } from './reschedule.phase';
import { compareRoute } from './route-phase';
import { watchCpu } from './cpu-window';
import { round } from './latency-stats';

/**
 * POST /v1/deal/{id}/phases/{phase_id}/estimates (issue 27, item 4; issue 25): an effort line added
 * to a draft deal priced with contingency and discount, against the hand-written baseline. Each
 * closed-loop connection adds to a deal of its own (no two queue on one row lock); the open loop
 * walks the deals in turn, so one deal is hit once a second. Then issue 25's goal: the same closed
 * loop against reschedules on the same api, in interleaved rounds (`againstReschedule`).
 */
export async function runEstimatePhase(context: BenchContext): Promise<PhaseResult> {
  const { config } = context;
  const targets = await context.estimateTargets(
    Math.max(config.connections, Math.ceil(config.rates.estimate)),
  );
  const { roleIds } = await context.pricingFixture();
  const headers = { authorization: `Bearer ${context.fixture.workspace.tokens.read_write}` };
  const pathOf = (index: number) => {
    const target = targets[index % targets.length] as (typeof targets)[number];
    return `/v1/deal/${target.dealId}/phases/${target.phaseId}/estimates`;
  };
  // Effort lines only (index % 9 never hits the fixed lines): the kind whose role is checked against the rates.
  const body = (index: number) => JSON.stringify(benchEstimate(index % 9, roleIds));
  const closed = (
    origin: string,
  ): Omit<LoadSpec, 'name' | 'connections' | 'durationSeconds' | 'expectedStatus'> => ({
    url: `${origin}${pathOf(0)}`,
    method: 'POST',
    headers,
    path: (connection: number) => pathOf(connection),
    body: (_connection: number, sent: number) => body(sent),
  });
  const api = await context.api();
  const againstBaseline = await compareRoute(context, {
    id: 'estimate',
    label: 'POST /v1/deal/{id}/phases/{phase_id}/estimates',
    app: api,
    baseline: await context.cachedBaseline(),
    rate: config.rates.estimate,
    expectedStatus: 201,
    closed,
    open: () => (index) => ({ method: 'POST', path: pathOf(index), headers, body: body(index) }),
  });
  const against = await againstReschedule(context, api, (name) => ({
    ...closed(api.url),
    name,
    connections: config.connections,
    durationSeconds: config.durationSeconds,
    expectedStatus: 201,
  }));
  return {
    figures: { ...againstBaseline.figures, against_reschedule: against.figures },
    goals: [...againstBaseline.goals, against.goal],
  };
}

type Closed = LoadFigures & {
  readonly server_cpu_ms_per_request: number | null;
  readonly postgres_cpu_ms_per_request: number | null;
};

/**
 * A ratio near 1 needs more rounds than the bench's default to judge: at least six, an even number
 * so that the ABBA order puts each side first as often as the other.
 */
const MIN_ROUNDS_AGAINST_RESCHEDULE = 6;

/**
 * Issue 25: adding an estimate costs no more than a reschedule. Both closed loops run on the same
 * api process in interleaved rounds, as every comparison of the bench does (rounds.ts), so that the
 * machine's drift over minutes lands on both sides, and in ABBA order (estimate, reschedule,
 * reschedule, estimate, …), so that neither always follows the other on a ratio near 1; judged on
 * the median of the rounds' ratios of server CPU per request. The reschedules (approved deals, so
 * each writes a version) get a warm-up of their own, for when the reschedule phase did not run.
 * The CPU of the api's PostgreSQL backends per request is reported beside it, not judged: the
 * database does most of either route's work.
 */
export async function againstReschedule(
  context: BenchContext,
  api: ChildServer,
  estimates: (name: string) => LoadSpec,
): Promise<{ figures: Record<string, unknown>; goal: GoalCheck }> {
  const { config } = context;
  const reschedules = (name: string, durationSeconds?: number) =>
    rescheduleClosedLoad(context, api.url, name, durationSeconds);
  await runLoad(reschedules('warm-up (reschedule)', config.warmUpSeconds));
  const rounds = await closedInRounds<Closed>(
    2 * Math.ceil(Math.max(config.rounds, MIN_ROUNDS_AGAINST_RESCHEDULE) / 2),
    (side, round) =>
      withPostgresCpu(context, () =>
        measure(api.pid, () =>
          runLoad(
            side === 'app'
              ? estimates(`api estimate (against reschedule, round ${round + 1})`)
              : reschedules(`api reschedule (against estimate, round ${round + 1})`),
          ),
        ),
      ),
    'alternating',
  );
  return {
    figures: {
      estimate: rounds.app,
      reschedule: rounds.baseline,
      cpu_ratio: rounds.cpu_ratio,
      throughput_ratio: rounds.throughput_ratio,
    },
    goal: checkSpreadGoal(
      'estimate.vs_reschedule',
      'adding an estimate costs no more than a reschedule: api CPU per request, estimate ÷ reschedule ≤ 1 (interleaved rounds on one api)',
      rounds.cpu_ratio,
      'at_most',
      1,
    ),
  };
}

/** A load's figures with the CPU its PostgreSQL backends (the api's pool) used per request. */
async function withPostgresCpu<T extends LoadFigures>(
  context: BenchContext,
  run: () => Promise<T>,
): Promise<T & { readonly postgres_cpu_ms_per_request: number | null }> {
  const window = await watchCpu(context.database, [], APPLICATION_NAME);
  const figures = await run();
  const { postgres_ms } = await window.stop();
  const perRequest =
    postgres_ms === null || figures.requests === 0 ? null : round(postgres_ms / figures.requests, 3);
  console.log(`    postgres_cpu_ms_per_request=${perRequest}`);
  return { ...figures, postgres_cpu_ms_per_request: perRequest };
}
