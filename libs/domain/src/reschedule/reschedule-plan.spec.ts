import { aDeal } from '../testing/deal.mother';
import { applyReschedulePlan, type ReschedulePlan } from './reschedule-plan';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const NOW = Date.parse('2026-11-20T09:15:00Z');

const movePlan = (overrides: Partial<ReschedulePlan> = {}): ReschedulePlan => ({
  changed: true,
  versionDue: false,
  previousStart: day('2026-11-23'),
  start: day('2026-11-30'),
  offset: 7 * 86_400_000,
  dealPatch: { start: day('2026-11-30'), end: day('2026-12-28'), due: day('2026-12-08') },
  movedPhases: [],
  ...overrides,
});

describe('applyReschedulePlan', () => {
  it('writes the patch and stamps updatedAt with now', () => {
    const deal = aDeal();
    expect(applyReschedulePlan(deal, movePlan(), NOW)).toStrictEqual({
      ...deal,
      start: day('2026-11-30'),
      end: day('2026-12-28'),
      due: day('2026-12-08'),
      updatedAt: NOW,
    });
  });

  it('keeps the fields the patch leaves out', () => {
    const deal = aDeal({ start: null, end: day('2026-12-21'), due: null });
    const plan = movePlan({ previousStart: null, offset: null, dealPatch: { start: day('2026-11-30') } });
    const next = applyReschedulePlan(deal, plan, NOW);
    expect(next).toStrictEqual({ ...deal, start: day('2026-11-30'), updatedAt: NOW });
    expect(next.due).toBeNull();
    expect(next.end).toBe(day('2026-12-21'));
  });

  it('returns the very same deal, updatedAt untouched, when nothing changes', () => {
    const deal = aDeal();
    const noOp = movePlan({ changed: false, start: deal.start ?? 0, offset: 0, dealPatch: {} });
    const next = applyReschedulePlan(deal, noOp, NOW);
    expect(next).toBe(deal);
    expect(next.updatedAt).toBe(deal.updatedAt);
  });

  it('does not mutate the deal it is given', () => {
    const deal = Object.freeze(aDeal());
    const before = { ...deal };
    applyReschedulePlan(deal, movePlan(), NOW);
    expect(deal).toStrictEqual(before);
  });
});
