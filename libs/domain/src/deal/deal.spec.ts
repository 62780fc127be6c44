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
