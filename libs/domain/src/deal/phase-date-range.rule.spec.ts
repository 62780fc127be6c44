import { aPinnedPhase, aRelativePhase } from '../testing/deal.mother';
import { DEAL_DATE_MAX_MS, DEAL_DATE_MIN_MS } from './deal-date';
import { phaseOutsideDealDates, phaseRangeIssue } from './phase-date-range.rule';

const DAY = 86_400_000;

describe('phaseOutsideDealDates', () => {
  const relative = aRelativePhase({ startOffset: -DAY, endOffset: DAY });

  it('places relative phases on the given start and finds the first that falls outside', () => {
    expect(phaseOutsideDealDates([relative], DEAL_DATE_MIN_MS + DAY)).toBeNull();
    expect(phaseOutsideDealDates([relative], DEAL_DATE_MIN_MS)).toBe(relative);
    expect(phaseOutsideDealDates([relative], DEAL_DATE_MAX_MS - DAY)).toBeNull();
    expect(phaseOutsideDealDates([relative], DEAL_DATE_MAX_MS - DAY + 1)).toBe(relative);
  });

  it('lets a relative phase of a deal without a start pass (it has no dates)', () => {
    expect(phaseOutsideDealDates([aRelativePhase({ startOffset: 1e16, endOffset: 1e16 })], null)).toBeNull();
  });

  it('checks pinned phases on their own dates, wherever the start is', () => {
    const pinned = aPinnedPhase({ start: DEAL_DATE_MAX_MS, end: DEAL_DATE_MAX_MS + 1 });
    expect(phaseOutsideDealDates([aPinnedPhase(), pinned], null)).toBe(pinned);
    expect(phaseOutsideDealDates([aPinnedPhase()], 0)).toBeNull();
  });
});

describe('phaseRangeIssue', () => {
  it('names the field and the phase', () => {
    const phase = aRelativePhase({ id: 'ph_x', name: 'Build "one"', startOffset: 0, endOffset: DAY });
    expect(phaseRangeIssue([phase], DEAL_DATE_MAX_MS, 'shift')).toEqual({
      path: ['shift'],
      message: 'would move the phase "Build \\"one\\"" (ph_x) outside 1970-01-01 to 9999-12-31',
    });
    expect(phaseRangeIssue([phase], 0, 'start')).toBeNull();
    // A pinned phase does not follow the start, even one stored outside.
    expect(phaseRangeIssue([aPinnedPhase({ start: -DAY, end: -DAY })], DAY, 'start')).toBeNull();
  });
});
