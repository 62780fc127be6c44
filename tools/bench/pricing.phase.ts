import type { BenchContext } from './bench-context';
import { checkGoal, checkSpreadGoal } from './bench-goals';
import { pricingWorkload, timeDomainPricing } from './domain-pricing.bench';
import type { MeasuredOpenLoop, PhaseResult, RoundsAtRate } from './phase-result';
import { printLoad } from './phase-result';
import { compareRoute } from './route-phase';
import { spreadOf } from './rounds';

/** Issue 25's size: a deal of 2,000 lines over 20 phases. */
export const PRICING_SIZE = { lines: 2000, phases: 20 } as const;
/** Timed calls of the domain's pricing (about 1–2 s in all). */
const DOMAIN_ITERATIONS = 2000;

/**
 * Issue 25's performance goals for pricing, and GET /v1/deal/{id}/pricing joining the bench
 * (issue 27, item 4): the domain's pricing of the big deal, timed in process; then the route on
 * that deal against its hand-written baseline, whose p99 at 50 req/s must also stay ≤ 25 ms.
 */
export async function runPricingPhase(context: BenchContext): Promise<PhaseResult> {
  const domain = timeDomainPricing(
    pricingWorkload(PRICING_SIZE.lines, PRICING_SIZE.phases),
    DOMAIN_ITERATIONS,
  );
  printLoad(domain);
  const fixture = await context.pricingFixture();
  const path = `/v1/deal/${fixture.bigDealId}/pricing`;
  const headers = { authorization: `Bearer ${context.fixture.workspace.tokens.read}` };
  const route = await compareRoute(context, {
    id: 'pricing',
    label: `GET /v1/deal/{id}/pricing (${fixture.lines} lines, ${fixture.phases} phases)`,
    app: await context.api(),
    baseline: await context.cachedBaseline(),
    rate: context.config.rates.pricing,
    expectedStatus: 200,
    closed: (origin) => ({ url: `${origin}${path}`, headers }),
    open: () => () => ({ method: 'GET', path, headers }),
  });
  const atRate = route.figures['open_rounds'] as RoundsAtRate<MeasuredOpenLoop>;
  const appP99 = spreadOf(
    atRate.app.map((run) => run.p99_ms),
    2,
  );
  return {
    figures: { domain, ...route.figures, app_p99_ms_at_rate: appP99 },
    goals: [
      // Judged on the median call: on a shared machine the tail of a 0.3 ms call is the scheduler's.
      checkGoal(
        'pricing.domain',
        `pricing a deal of ${PRICING_SIZE.lines} lines over ${PRICING_SIZE.phases} phases in the domain ≤ 2 ms (p50 of ${DOMAIN_ITERATIONS} calls; p99 ${domain.p99_ms} ms)`,
        domain.p50_ms,
        'at_most',
        2,
      ),
      checkSpreadGoal(
        'pricing.p99_at_rate',
        `GET /v1/deal/{id}/pricing at that size: p99 ≤ 25 ms at ${atRate.rate}/s (ms)`,
        appP99,
        'at_most',
        25,
      ),
      ...route.goals,
    ],
  };
}
