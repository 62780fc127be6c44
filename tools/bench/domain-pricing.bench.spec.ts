import { priceDeal } from '@deal/domain';
import { pricingWorkload, timeDomainPricing } from './domain-pricing.bench';

describe('the domain pricing workload of the bench', () => {
  it('is a deal of the asked size: every phase used, every tenth line a fixed amount', () => {
    const workload = pricingWorkload(2000, 20);
    expect(workload.estimates).toHaveLength(2000);
    expect(workload.phases).toHaveLength(20);
    expect(new Set(workload.estimates.map((line) => line.phaseId)).size).toBe(20);
    expect(workload.estimates.filter((line) => line.kind === 'fixed')).toHaveLength(200);
  });

  it('prices to the sum of its lines, by phase and by role', () => {
    const { pricing, phases, estimates } = pricingWorkload(200, 20);
    const price = priceDeal({ ...pricing, phaseIds: phases.map((phase) => phase.id), lines: estimates });
    const sum = (amounts: readonly { price: bigint }[]) =>
      amounts.reduce((total, each) => total + each.price, 0n);
    expect(sum(price.byPhase)).toBe(price.subtotal);
    expect(sum(price.byRole)).toBe(price.subtotal);
    expect(price.subtotal).toBeGreaterThan(0n);
  });

  it('times each call and reports the percentiles of the timed ones only', () => {
    const figures = timeDomainPricing(pricingWorkload(50, 5), 40, 5);
    expect(figures).toMatchObject({ lines: 50, phases: 5, iterations: 40 });
    expect(figures.p50_ms).toBeGreaterThan(0);
    expect(figures.p99_ms).toBeGreaterThanOrEqual(figures.p50_ms);
    expect(figures.max_ms).toBeGreaterThanOrEqual(figures.p99_ms);
  });
});
