import type { Deal } from '../deal/deal';
import { DEAL_STATUSES } from '../deal/deal-status';
import type { Phase } from '../deal/phase';
import { MS_PER_DAY } from '../shared/time';
import { aDeal, aPinnedPhase, aRelativePhase } from '../testing/deal.mother';
import { planReschedule } from './reschedule-planner';
import type { Shift } from './shift';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const onDate = (iso: string): Shift => ({ kind: 'absolute', date: day(iso) });
const weeks = (amount: number): Shift => ({
  kind: 'relative',
  sign: amount < 0 ? -1 : 1,
  amount: Math.abs(amount),
  unit: 'w',
});
const WEEK = 7 * MS_PER_DAY;

describe('planReschedule', () => {
  describe('refusals', () => {
    it('refuses a pending deal', () => {
      const result = planReschedule({ deal: aDeal({ status: 'pending' }), phases: [], shift: weeks(1) });
      expect(result).toEqual({ ok: false, error: { kind: 'DealPending' } });
    });

    it('refuses an archived deal', () => {
      const result = planReschedule({ deal: aDeal({ archived: true }), phases: [], shift: weeks(1) });
      expect(result).toEqual({ ok: false, error: { kind: 'DealArchived' } });
    });

    it('refuses a relative shift on a deal without a start', () => {
      const result = planReschedule({ deal: aDeal({ start: null }), phases: [], shift: weeks(1) });
      expect(result).toEqual({ ok: false, error: { kind: 'DealHasNoStart' } });
    });

    it('reports pending before archived', () => {
      const deal = aDeal({ status: 'pending', archived: true, start: null });
      expect(planReschedule({ deal, phases: [], shift: weeks(1) })).toEqual({
        ok: false,
        error: { kind: 'DealPending' },
      });
    });

    it('reports archived before a missing start', () => {
      const deal = aDeal({ archived: true, start: null });
      expect(planReschedule({ deal, phases: [], shift: weeks(1) })).toEqual({
        ok: false,
        error: { kind: 'DealArchived' },
      });
    });

    it('refuses even a no-op shift on a pending or archived deal', () => {
      const shift = onDate('2026-11-23'); // the mother's current start
      expect(planReschedule({ deal: aDeal({ status: 'pending' }), phases: [], shift }).ok).toBe(false);
      expect(planReschedule({ deal: aDeal({ archived: true }), phases: [], shift }).ok).toBe(false);
    });

    it('refuses a shift that would carry a relative phase outside 1970–9999, naming shift', () => {
      const refused = {
        ok: false,
        error: {
          kind: 'Validation',
          issues: [
            {
              path: ['shift'],
              message: 'would move a date of the deal or its phases outside 1970-01-01 to 9999-12-31',
            },
          ],
        },
      };
      const late = aRelativePhase({
        startOffset: 8000 * 365 * MS_PER_DAY,
        endOffset: 8001 * 365 * MS_PER_DAY,
      });
      const deal = aDeal({ start: day('2026-11-23'), end: null, due: null });
      expect(planReschedule({ deal, phases: [late], shift: onDate('3000-01-06') })).toEqual(refused);
      // From no start: the relative phase gets dates again on the new start.
      const startless = aDeal({ start: null, end: null, due: null });
      expect(planReschedule({ deal: startless, phases: [late], shift: onDate('3000-01-06') })).toEqual(
        refused,
      );
      expect(planReschedule({ deal, phases: [late], shift: onDate('1980-01-07') }).ok).toBe(true);
    });

    it.each(DEAL_STATUSES.filter((s) => s !== 'pending'))('accepts a %s deal', (status) => {
      expect(planReschedule({ deal: aDeal({ status }), phases: [], shift: weeks(1) }).ok).toBe(true);
    });
  });

  describe('the CONTRACT example: start Mon 2026-11-16, shift 2026-11-26', () => {
    const deal = aDeal({
      status: 'approved',
      start: day('2026-11-16'),
      end: day('2026-12-14'),
      due: day('2026-11-20'),
    });
    const pinned = aPinnedPhase({ id: 'ph_1', start: day('2026-11-18'), end: day('2026-11-25') });
    const floating = aRelativePhase({ id: 'ph_2' });

    it('moves start, end, due and the pinned phase by one week to Monday 2026-11-23', () => {
      expect(planReschedule({ deal, phases: [pinned, floating], shift: onDate('2026-11-26') })).toStrictEqual(
        {
          ok: true,
          value: {
            changed: true,
            versionDue: true,
            previousStart: day('2026-11-16'),
            start: day('2026-11-23'),
            offset: WEEK,
            dealPatch: { start: day('2026-11-23'), end: day('2026-12-21'), due: day('2026-11-27') },
            movedPhases: [{ ...pinned, start: day('2026-11-25'), end: day('2026-12-02') }],
          },
        },
      );
    });
  });

  describe('when the resolved start equals the current start', () => {
    const noOp = {
      changed: false,
      versionDue: false,
      previousStart: day('2026-11-23'),
      start: day('2026-11-23'),
      offset: 0,
      dealPatch: {},
      movedPhases: [],
    };

    it('plans nothing for a date in the same week', () => {
      const result = planReschedule({ deal: aDeal(), phases: [aPinnedPhase()], shift: onDate('2026-11-29') });
      expect(result).toStrictEqual({ ok: true, value: noOp });
    });

    it('plans nothing for a relative shift that rounds back to the same Monday', () => {
      const shift: Shift = { kind: 'relative', sign: 1, amount: 6, unit: 'd' };
      expect(planReschedule({ deal: aDeal(), phases: [aPinnedPhase()], shift })).toStrictEqual({
        ok: true,
        value: noOp,
      });
    });

    it('takes no version even for a deal past draft', () => {
      const result = planReschedule({
        deal: aDeal({ status: 'won' }),
        phases: [],
        shift: onDate('2026-11-23'),
      });
      expect(result).toStrictEqual({ ok: true, value: noOp });
    });
  });

  describe('versions', () => {
    it('takes no version of a draft deal', () => {
      const result = planReschedule({ deal: aDeal({ status: 'draft' }), phases: [], shift: weeks(1) });
      expect(result.ok && result.value.versionDue).toBe(false);
    });

    it.each(['approved', 'progressed', 'won', 'lost', 'abandoned'] as const)(
      'snapshots a %s deal before the move',
      (status) => {
        const result = planReschedule({ deal: aDeal({ status }), phases: [], shift: weeks(1) });
        expect(result.ok && result.value.versionDue).toBe(true);
      },
    );
  });

  describe('phases', () => {
    it('moves every pinned phase, in input order, and leaves relative phases out', () => {
      const phases: Phase[] = [
        aPinnedPhase({ id: 'ph_a', name: 'A', start: day('2026-11-23'), end: day('2026-11-27') }),
        aRelativePhase({ id: 'ph_b', name: 'B' }),
        aPinnedPhase({ id: 'ph_c', name: 'C', start: day('2027-01-04'), end: day('2027-02-01') }),
      ];
      const result = planReschedule({ deal: aDeal(), phases, shift: weeks(-2) });
      expect(result.ok && result.value.movedPhases).toStrictEqual([
        {
          id: 'ph_a',
          dealId: 'deal_1',
          name: 'A',
          pinned: true,
          start: day('2026-11-09'),
          end: day('2026-11-13'),
        },
        {
          id: 'ph_c',
          dealId: 'deal_1',
          name: 'C',
          pinned: true,
          start: day('2026-12-21'),
          end: day('2027-01-18'),
        },
      ]);
    });

    it('lists nothing when every phase is relative', () => {
      const phases = [aRelativePhase({ id: 'ph_1' }), aRelativePhase({ id: 'ph_2' })];
      const result = planReschedule({ deal: aDeal(), phases, shift: weeks(3) });
      expect(result.ok && result.value.movedPhases).toEqual([]);
    });
  });

  describe('negative shifts', () => {
    it('moves start, end and due back', () => {
      const deal = aDeal({ start: day('2026-11-23'), end: day('2026-12-21'), due: day('2026-12-01') });
      const result = planReschedule({
        deal,
        phases: [],
        shift: { kind: 'relative', sign: -1, amount: 1, unit: 'm' },
      });
      expect(result).toStrictEqual({
        ok: true,
        value: expect.objectContaining({
          previousStart: day('2026-11-23'),
          start: day('2026-10-19'),
          offset: -5 * WEEK,
          dealPatch: { start: day('2026-10-19'), end: day('2026-11-16'), due: day('2026-10-27') },
        }),
      });
    });
  });

  describe('unset due and end', () => {
    it('leaves a null due and a null end out of the patch', () => {
      const result = planReschedule({ deal: aDeal({ due: null, end: null }), phases: [], shift: weeks(1) });
      expect(result.ok && result.value.dealPatch).toStrictEqual({ start: day('2026-11-30') });
    });

    it('moves the end alone when only due is null', () => {
      const deal = aDeal({ due: null, end: day('2026-12-21') });
      const result = planReschedule({ deal, phases: [], shift: weeks(1) });
      expect(result.ok && result.value.dealPatch).toStrictEqual({
        start: day('2026-11-30'),
        end: day('2026-12-28'),
      });
    });

    it('moves the due alone when only end is null', () => {
      const deal = aDeal({ due: day('2026-12-01'), end: null });
      const result = planReschedule({ deal, phases: [], shift: weeks(1) });
      expect(result.ok && result.value.dealPatch).toStrictEqual({
        start: day('2026-11-30'),
        due: day('2026-12-08'),
      });
    });
  });

  describe('a deal without a start and an absolute date', () => {
    const deal = aDeal({ status: 'approved', start: null, end: day('2026-12-21'), due: day('2026-12-01') });

    it('sets the start only: no offset to move due, end or pinned phases by', () => {
      const result = planReschedule({ deal, phases: [aPinnedPhase()], shift: onDate('2026-11-26') });
      expect(result).toStrictEqual({
        ok: true,
        value: {
          changed: true,
          versionDue: true,
          previousStart: null,
          start: day('2026-11-23'),
          offset: null,
          dealPatch: { start: day('2026-11-23') },
          movedPhases: [],
        },
      });
    });

    it('takes no version when the deal is a draft', () => {
      const result = planReschedule({
        deal: { ...deal, status: 'draft' },
        phases: [],
        shift: onDate('2026-11-26'),
      });
      expect(result.ok && result.value.versionDue).toBe(false);
    });
  });

  it('leaves its inputs untouched', () => {
    const deal: Deal = Object.freeze(aDeal());
    const pinned = Object.freeze(aPinnedPhase());
    const phases = Object.freeze([pinned]);
    const before = JSON.stringify({ deal, phases });
    planReschedule({ deal, phases, shift: weeks(1) });
    expect(JSON.stringify({ deal, phases })).toBe(before);
  });
});
