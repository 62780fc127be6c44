import { performance } from 'node:perf_hooks';
import { pricedDeal, type Deal, type DealPricing, type Estimate, type RoleRate } from '@deal/domain';
import { summarizeLatencies, type LatencySummary } from './latency-stats';

/**
 * Issue 25's first performance goal: pricing a deal of 2,000 lines over 20 phases in the domain
 * (`pricedDeal`, the function the api, the web pages and the deal's computed price all call) takes
 * ≤ 2 ms. Timed in the bench's own process, one call at a time, after a warm-up.
 */

export interface PricingWorkload {
  readonly deal: Deal;
  readonly pricing: DealPricing;
  readonly phases: ReadonlyArray<{ readonly id: string }>;
  readonly estimates: readonly Estimate[];
}

/** A deal of `lines` lines over `phases` phases and `roles` roles; every tenth line a fixed amount. */
export function pricingWorkload(lines: number, phases: number, roles = 5): PricingWorkload {
  const phaseIds = Array.from({ length: phases }, (_, index) => ({ id: `ph_${index}` }));
  const rates: RoleRate[] = Array.from({ length: roles }, (_, index) => ({
    roleId: `rol_${index}`,
    costRate: 4000 + index * 725,
    priceRate: 8500 + index * 1250,
  }));
  const estimates: Estimate[] = Array.from({ length: lines }, (_, index): Estimate => {
    const base = {
      id: `est_${index}`,
      dealId: 'deal_bench',
      phaseId: `ph_${index % phases}`,
      name: `Line ${index}`,
    };
    return index % 10 === 9
      ? { ...base, kind: 'fixed', fixedPrice: 100_000 + index, fixedCost: 60_050 }
      : { ...base, kind: 'effort', roleId: `rol_${index % roles}`, quantity: ((index % 37) + 1) * 100 + 25 };
  });
  // Only the targets and currency of the deal take part in its pricing.
  const deal = { id: 'deal_bench', currency: 'usd', targetPrice: 2_000_000, targetMargin: 0.35 } as Deal;
  const pricing: DealPricing = {
    dealId: 'deal_bench',
    rateCardId: 'rc_bench',
    rateCardRevision: 1,
    contingency: 1500,
    discount: 500,
    rates,
  };
  return { deal, pricing, phases: phaseIds, estimates };
}

export interface DomainPricingFigures extends LatencySummary {
  readonly name: string;
  readonly lines: number;
  readonly phases: number;
  readonly iterations: number;
  readonly mean_ms: number;
}

/** `iterations` timed calls of `pricedDeal` on the workload, after `warmUp` untimed ones. */
export function timeDomainPricing(
  workload: PricingWorkload,
  iterations: number,
  warmUp = Math.min(500, iterations),
): DomainPricingFigures {
  const run = () => pricedDeal(workload.deal, workload.pricing, workload.phases, workload.estimates);
  let sink = 0n;
  for (let index = 0; index < warmUp; index++) sink += run().price.price;
  const samples = new Array<number>(iterations);
  for (let index = 0; index < iterations; index++) {
    const started = performance.now();
    sink += run().price.price;
    samples[index] = performance.now() - started;
  }
  if (sink < 0n) throw new Error('a priced deal came out negative');
  const mean = samples.reduce((sum, value) => sum + value, 0) / iterations;
  return {
    name: `pricedDeal, ${workload.estimates.length} lines over ${workload.phases.length} phases (in process)`,
    lines: workload.estimates.length,
    phases: workload.phases.length,
    iterations,
    mean_ms: Math.round(mean * 1000) / 1000,
    ...summarizeLatencies(samples),
  };
}
