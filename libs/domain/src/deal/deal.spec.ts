import fc from 'fast-check';
import { marginOf } from '../pricing/pricing';
import { dealMargin } from './deal';
import { phaseDates } from './phase';
import { aPinnedPhase, aRelativePhase } from '../testing/deal.mother';

describe('dealMargin', () => {
  it('is (price − cost) / price', () => {
    expect(dealMargin({ price: 1000, cost: 600 })).toBeCloseTo(0.4, 10);
  });

  it('is null when price or cost is unknown, or price is zero', () => {
    expect(dealMargin({ price: null, cost: 1 })).toBeNull();
    expect(dealMargin({ price: 1, cost: null })).toBeNull();
    expect(dealMargin({ price: 0, cost: 0 })).toBeNull();
  });

  it('is given to 4 decimals, half away from zero, below zero too', () => {
    expect(dealMargin({ price: 300, cost: 200 })).toBe(0.3333);
    expect(dealMargin({ price: 300, cost: 100 })).toBe(0.6667);
    expect(dealMargin({ price: 300, cost: 400 })).toBe(-0.3333);
    expect(dealMargin({ price: 1e-3, cost: 2e-4 })).toBe(0.8); // finer than a cent: from the float ratio
  });

  it("in whole cents, is exactly the pricing's margin (GET /v1/deal/{id}/pricing)", () => {
    const cents = fc.integer({ min: 0, max: 1e13 });
    fc.assert(
      fc.property(
        cents.filter((p) => p > 0),
        cents,
        (price, cost) => {
          const expected = marginOf(BigInt(price), BigInt(cost));
          expect(dealMargin({ price: price / 100, cost: cost / 100 })).toBe(Number(expected) / 10_000);
        },
      ),
    );
  });
});

describe('phaseDates', () => {
  it('a pinned phase keeps its own dates whatever the deal start', () => {
    const phase = aPinnedPhase({ start: 10, end: 20 });
    expect(phaseDates(phase, 5)).toEqual({ start: 10, end: 20 });
    expect(phaseDates(phase, null)).toEqual({ start: 10, end: 20 });
  });

  it('a relative phase hangs off the deal start', () => {
    const phase = aRelativePhase({ startOffset: 3, endOffset: 7 });
    expect(phaseDates(phase, 100)).toEqual({ start: 103, end: 107 });
    expect(phaseDates(phase, null)).toBeNull();
  });
});
