import fc from 'fast-check';
import type { Deal } from '../deal/deal';
import { DEAL_DATE_MAX_MS } from '../deal/deal-date';
import type { DealStatus } from '../deal/deal-status';
import type { Phase, PinnedPhase } from '../deal/phase';
import { MS_PER_DAY } from '../shared/time';
import { aDeal, aPinnedPhase, aRelativePhase } from '../testing/deal.mother';
import { addCalendarMonths } from './calendar-months';
import { mondayOnOrBefore } from './monday-rounding';
import { applyReschedulePlan } from './reschedule-plan';
import { planReschedule } from './reschedule-planner';
import type { AbsoluteShift, Shift } from './shift';
import { parseShift } from './shift-parser';
import { resolveShift } from './shift-resolver';

// Fixed seed: a failure is reproducible, and the suite stays deterministic.
const RUNS = { seed: 42, numRuns: 500 };

const MIN = Date.UTC(1900, 0, 1);
const MAX = Date.UTC(2200, 0, 1);
const instant = fc.integer({ min: MIN, max: MAX });
const midnight = fc.integer({ min: MIN / MS_PER_DAY, max: MAX / MS_PER_DAY }).map((d) => d * MS_PER_DAY);

/**
 * Deal and phase dates, and absolute shifts, far enough inside the deal date range (1970–9999)
 * that no shift of up to 999 months leaves it; property (d) covers the edges.
 */
const DEAL_MIN = Date.UTC(2060, 0, 1);
const DEAL_MAX = Date.UTC(2100, 0, 1);
const dealInstant = fc.integer({ min: DEAL_MIN, max: DEAL_MAX });
const dealMidnight = fc
  .integer({ min: DEAL_MIN / MS_PER_DAY, max: DEAL_MAX / MS_PER_DAY })
  .map((d) => d * MS_PER_DAY);

const relativeShift: fc.Arbitrary<Shift> = fc.record({
  kind: fc.constant('relative' as const),
  sign: fc.constantFrom(1 as const, -1 as const),
  amount: fc.integer({ min: 0, max: 999 }),
  unit: fc.constantFrom('d' as const, 'w' as const, 'm' as const),
});
const absoluteShiftOn = (date: fc.Arbitrary<number>): fc.Arbitrary<AbsoluteShift> =>
  fc.record({ kind: fc.constant('absolute' as const), date });
const absoluteShift = absoluteShiftOn(dealMidnight);
const shift: fc.Arbitrary<Shift> = fc.oneof(relativeShift, absoluteShift);
const anyShift: fc.Arbitrary<Shift> = fc.oneof(relativeShift, absoluteShiftOn(midnight));

const editableStatus = fc.constantFrom<DealStatus>(
  'draft',
  'approved',
  'progressed',
  'won',
  'lost',
  'abandoned',
);
const dealWith = (start: fc.Arbitrary<number | null>, date = dealInstant): fc.Arbitrary<Deal> =>
  fc
    .record({ status: editableStatus, start, end: fc.option(date), due: fc.option(date) })
    .map((fields) => aDeal(fields));
const deal = dealWith(fc.option(dealInstant));
const dealWithStart = dealWith(dealInstant);
const phaseWith = (date: fc.Arbitrary<number>, fromDay = fc.nat({ max: 400 })): fc.Arbitrary<Phase> =>
  fc.oneof(
    fc
      .record({ n: fc.nat(), start: date, length: fc.nat({ max: 400 * MS_PER_DAY }) })
      .map(({ n, start, length }) => aPinnedPhase({ id: `ph_p${n}`, start, end: start + length })),
    fc.record({ n: fc.nat(), from: fromDay }).map(({ n, from }) =>
      aRelativePhase({
        id: `ph_r${n}`,
        startOffset: from * MS_PER_DAY,
        endOffset: (from + 14) * MS_PER_DAY,
      }),
    ),
  );
const phasesWith = (date: fc.Arbitrary<number>, fromDay?: fc.Arbitrary<number>) =>
  fc.uniqueArray(phaseWith(date, fromDay), { selector: (ph) => ph.id, maxLength: 6 });
const phases = phasesWith(dealInstant);

const isMondayMidnight = (ms: number): boolean => ms % MS_PER_DAY === 0 && new Date(ms).getUTCDay() === 1;
const timeOfDay = (ms: number): number => ((ms % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

describe('reschedule properties', () => {
  it('(a) the resolved start is always a Monday at 00:00 UTC', () => {
    fc.assert(
      fc.property(shift, instant, (s, start) => {
        const resolved = resolveShift(s, start);
        return resolved.ok && isMondayMidnight(resolved.value);
      }),
      RUNS,
    );
  });

  it('(a) every planned start is a Monday at 00:00 UTC', () => {
    fc.assert(
      fc.property(deal, phases, shift, (d, p, s) => {
        const plan = planReschedule({ deal: d, phases: p, shift: s });
        if (!plan.ok) return d.start === null && s.kind === 'relative';
        return isMondayMidnight(plan.value.start);
      }),
      RUNS,
    );
  });

  it('(a) mondayOnOrBefore gives the Monday of the same ISO week, never a later one', () => {
    fc.assert(
      fc.property(instant, (t) => {
        const monday = mondayOnOrBefore(t);
        return isMondayMidnight(monday) && monday <= t && t < monday + 7 * MS_PER_DAY;
      }),
      RUNS,
    );
  });

  it('(b) applying the same absolute shift twice is a no-op the second time', () => {
    fc.assert(
      fc.property(deal, phases, absoluteShift, (d, p, s) => {
        const first = planReschedule({ deal: d, phases: p, shift: s });
        if (!first.ok) return false;
        const moved = applyReschedulePlan(d, first.value, d.updatedAt + 1);
        const movedById = new Map(first.value.movedPhases.map((ph) => [ph.id, ph]));
        const movedPhases = p.map((ph) => movedById.get(ph.id) ?? ph);
        const second = planReschedule({ deal: moved, phases: movedPhases, shift: s });
        if (!second.ok) return false;
        expect(second).toStrictEqual({
          ok: true,
          value: {
            changed: false,
            versionDue: false,
            previousStart: first.value.start,
            start: first.value.start,
            offset: 0,
            dealPatch: {},
            movedPhases: [],
          },
        });
        expect(applyReschedulePlan(moved, second.value, d.updatedAt + 2)).toBe(moved);
        return true;
      }),
      RUNS,
    );
  });

  it('(c) due, end and every pinned phase move by exactly the start offset', () => {
    fc.assert(
      fc.property(dealWithStart, phases, shift, (d, p, s) => {
        const result = planReschedule({ deal: d, phases: p, shift: s });
        if (!result.ok || d.start === null) return false;
        const { changed, offset, start, dealPatch, movedPhases } = result.value;
        const delta = start - d.start;
        expect(offset).toBe(delta);
        if (!changed) {
          expect(delta).toBe(0);
          expect(dealPatch).toStrictEqual({});
          expect(movedPhases).toStrictEqual([]);
          return true;
        }
        const expectedPatch: Record<string, number> = { start };
        if (d.end !== null) expectedPatch['end'] = d.end + delta;
        if (d.due !== null) expectedPatch['due'] = d.due + delta;
        expect(dealPatch).toStrictEqual(expectedPatch);
        const pinned = p.filter((ph): ph is PinnedPhase => ph.pinned);
        expect(movedPhases).toStrictEqual(
          pinned.map((ph) => ({ ...ph, start: ph.start + delta, end: ph.end + delta })),
        );
        return true;
      }),
      RUNS,
    );
  });

  it('(d) a plan is refused, naming shift, exactly when a date it would write leaves 1970–9999', () => {
    const edge = fc.oneof(instant, fc.integer({ min: 0, max: 400 * MS_PER_DAY }));
    // Relative phases up to 8,000 years before or after the start: a move of the start carries them.
    const farDay = fc.oneof(fc.nat({ max: 400 }), fc.integer({ min: -2_922_000, max: 2_922_000 }));
    fc.assert(
      fc.property(dealWith(fc.option(edge), edge), phasesWith(edge, farDay), anyShift, (d, p, s) => {
        const plan = planReschedule({ deal: d, phases: p, shift: s });
        const resolved = resolveShift(s, d.start);
        if (!resolved.ok) return !plan.ok;
        const start = resolved.value;
        const offset = d.start === null ? 0 : start - d.start;
        const written =
          start === d.start
            ? []
            : [
                start,
                ...(d.start === null ? [] : [d.end, d.due].filter((x): x is number => x !== null)).map(
                  (x) => x + offset,
                ),
                ...(d.start === null
                  ? []
                  : p
                      .filter((ph): ph is PinnedPhase => ph.pinned)
                      .flatMap((ph) => [ph.start + offset, ph.end + offset])),
                // Relative phases follow the start, from a deal without a start too.
                ...p.flatMap((ph) => (ph.pinned ? [] : [start + ph.startOffset, start + ph.endOffset])),
              ];
        const outside = written.some((x) => x < 0 || x > DEAL_DATE_MAX_MS);
        if (!outside) return plan.ok;
        expect(plan).toEqual({
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
        });
        return true;
      }),
      RUNS,
    );
  });

  it('addCalendarMonths moves by exactly n months, clamps the day and keeps the time of day', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -999, max: 999 }), (t, n) => {
        const from = new Date(t);
        const to = new Date(addCalendarMonths(t, n));
        const monthsMoved =
          (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
        const lastDay = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
        return (
          monthsMoved === n &&
          to.getUTCDate() === Math.min(from.getUTCDate(), lastDay) &&
          timeOfDay(to.getTime()) === timeOfDay(t)
        );
      }),
      RUNS,
    );
  });

  it('parseShift reads every calendar date in YYYY-MM-DD form as its UTC midnight', () => {
    fc.assert(
      fc.property(midnight, (date) => {
        expect(parseShift(iso(date))).toStrictEqual({ ok: true, value: { kind: 'absolute', date } });
      }),
      RUNS,
    );
  });

  it('parseShift reads every signed offset of 1 to 3 digits', () => {
    fc.assert(
      fc.property(relativeShift, fc.integer({ min: 1, max: 3 }), (s, width) => {
        if (s.kind !== 'relative') return false;
        const digits = String(s.amount).padStart(width, '0');
        fc.pre(digits.length <= 3);
        const text = `${s.sign === 1 ? '+' : '-'}${digits}${s.unit}`;
        // toEqual: fast-check builds records without a prototype.
        expect(parseShift(text)).toEqual({ ok: true, value: s });
      }),
      RUNS,
    );
  });
});
