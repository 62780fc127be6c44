import type { BenchContext } from './bench-context';
import { checkGoal, type GoalCheck } from './bench-goals';
import type { ClosedRounds, MeasuredOpenLoop, PhaseResult, RoundsAtRate } from './phase-result';
import type { LoadFigures } from './load';
import { benchEstimate } from './pricing-fixture';
import { compareRoute } from './route-phase';
import { round } from './latency-stats';
import { median } from './rounds';

/**
 * POST /v1/deal/{id}/phases/{phase_id}/estimates (issue 27, item 4; issue 25): an effort line added
 * to a draft deal priced with contingency and discount, against the hand-written baseline. Each
 * closed-loop connection adds to a deal of its own (no two queue on one row lock); the open loop
 * walks the deals in turn, so one deal is hit once a second.
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
  return compareRoute(context, {
    id: 'estimate',
    label: 'POST /v1/deal/{id}/phases/{phase_id}/estimates',
    app: await context.api(),
    baseline: await context.cachedBaseline(),
    rate: config.rates.estimate,
    expectedStatus: 201,
    closed: (origin) => ({
      url: `${origin}${pathOf(0)}`,
      method: 'POST',
      headers,
      path: (connection) => pathOf(connection),
      body: (_connection, sent) => body(sent),
    }),
    open: () => (index) => ({ method: 'POST', path: pathOf(index), headers, body: body(index) }),
  });
}

type Closed = LoadFigures & { readonly server_cpu_ms_per_request: number | null };

/**
 * Issue 25: adding an estimate costs no more than a reschedule, both on the api in the same run:
 * the median server CPU per request of their closed-loop rounds (judged), and the median p99 at
 * their fixed rates (reported beside it). Null (not measured) unless both phases ran.
 */
export function estimateAgainstReschedule(
  estimate: Record<string, unknown> | undefined,
  reschedule: Record<string, unknown> | undefined,
): { figures: Record<string, unknown>; goal: GoalCheck } {
  const cpu = (figures: Record<string, unknown> | undefined) =>
    median(
      ((figures?.['closed_rounds'] as ClosedRounds<Closed> | undefined)?.app ?? []).map(
        (run) => run.server_cpu_ms_per_request,
      ),
    );
  const p99 = (figures: Record<string, unknown> | undefined) =>
    median(
      ((figures?.['open_rounds'] as RoundsAtRate<MeasuredOpenLoop> | undefined)?.app ?? []).map(
        (run) => run.p99_ms,
      ),
    );
  const [estimateCpu, rescheduleCpu] = [cpu(estimate), cpu(reschedule)];
  const ratioOf = (a: number | null, b: number | null) =>
    a === null || b === null || b === 0 ? null : round(a / b, 3);
  const figures = {
    estimate_cpu_ms_per_request: estimateCpu,
    reschedule_cpu_ms_per_request: rescheduleCpu,
    cpu_ratio: ratioOf(estimateCpu, rescheduleCpu),
    estimate_p99_ms_at_rate: p99(estimate),
    reschedule_p99_ms_at_rate: p99(reschedule),
    p99_ratio: ratioOf(p99(estimate), p99(reschedule)),
  };
  return {
    figures,
    goal: checkGoal(
      'estimate.vs_reschedule',
      'adding an estimate costs no more than a reschedule: api CPU per request, estimate ÷ reschedule ≤ 1 (medians, same run)',
      figures.cpu_ratio,
      'at_most',
      1,
      estimate && reschedule
        ? `p99 at rate, estimate ÷ reschedule: ${String(figures.p99_ratio)}`
        : 'run the reschedule and estimate phases together',
    ),
  };
}
