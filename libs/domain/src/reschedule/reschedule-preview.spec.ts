import { MS_PER_DAY } from '../shared/time';
import { aDeal, aPinnedPhase, aRelativePhase } from '../testing/deal.mother';
import { planReschedule } from './reschedule-planner';
import { previewReschedule } from './reschedule-preview';
import { parseShift } from './shift-parser';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const WEEK = 7 * MS_PER_DAY;

describe('previewReschedule', () => {
  const pinned = aPinnedPhase();
  const relative = aRelativePhase();

  it('tells the new Monday start, the moved dates and pinned phases, and the version of a deal past draft', () => {
    const deal = aDeal({ status: 'approved' });
    const result = previewReschedule({ deal, phases: [pinned, relative], shift: '+2w' });
    expect(result).toEqual({
      ok: true,
      value: {
        changed: true,
        versionCreated: true,
        start: { before: day('2026-11-23'), after: day('2026-12-07') },
        end: { before: deal.end, after: (deal.end as number) + 2 * WEEK },
        due: { before: deal.due, after: (deal.due as number) + 2 * WEEK },
        phasesMoved: [
          {
            id: pinned.id,
            name: pinned.name,
            start: { before: pinned.start, after: pinned.start + 2 * WEEK },
            end: { before: pinned.end, after: pinned.end + 2 * WEEK },
          },
        ],
      },
    });
  });

  it('rounds a date to the Monday on or before it; a draft deal gets no version', () => {
    const deal = aDeal({ start: day('2026-11-09') });
    const result = previewReschedule({ deal, phases: [], shift: '2026-11-26' });
    expect(result).toMatchObject({
      ok: true,
      value: { changed: true, versionCreated: false, start: { after: day('2026-11-23') } },
    });
    const later = previewReschedule({ deal, phases: [], shift: '2027-01-07' });
    expect(later).toMatchObject({ ok: true, value: { start: { after: day('2027-01-04') } } });
  });

  it('says nothing changes when the shift resolves to the current start', () => {
    const deal = aDeal({ status: 'approved' });
    const result = previewReschedule({ deal, phases: [pinned], shift: '2026-11-25' });
    expect(result).toEqual({
      ok: true,
      value: {
        changed: false,
        versionCreated: false,
        start: { before: deal.start, after: deal.start },
        end: { before: deal.end, after: deal.end },
        due: { before: deal.due, after: deal.due },
        phasesMoved: [],
      },
    });
  });

  it('sets only the start of a deal that had none', () => {
    const deal = aDeal({ start: null, end: null, due: day('2026-12-01') });
    const result = previewReschedule({ deal, phases: [pinned], shift: '2026-12-02' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        start: { before: null, after: day('2026-11-30') },
        end: { before: null, after: null },
        due: { before: day('2026-12-01'), after: day('2026-12-01') },
        phasesMoved: [],
      },
    });
  });

  it.each([['2w'], ['+1y'], ['2026-02-30'], [''], [12], [null]])(
    'refuses shift %j naming the field',
    (shift) => {
      const result = previewReschedule({ deal: aDeal(), phases: [], shift });
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'Validation', issues: [{ path: ['shift'] }] },
      });
    },
  );

  it("gives the planner's refusals", () => {
    expect(previewReschedule({ deal: aDeal({ status: 'pending' }), phases: [], shift: '+1w' })).toEqual({
      ok: false,
      error: { kind: 'DealPending' },
    });
    expect(previewReschedule({ deal: aDeal({ archived: true }), phases: [], shift: '+1w' })).toEqual({
      ok: false,
      error: { kind: 'DealArchived' },
    });
    expect(previewReschedule({ deal: aDeal({ start: null }), phases: [], shift: '+1w' })).toEqual({
      ok: false,
      error: { kind: 'DealHasNoStart' },
    });
  });

  it.each([['+1m'], ['-3d'], ['+0d'], ['+999w'], ['1999-02-28']])(
    'agrees with the plan the reschedule use case follows for %s',
    (text) => {
      const deal = aDeal({ status: 'progressed', start: day('2026-11-26') });
      const phases = [pinned, relative, aPinnedPhase({ id: 'ph_2', name: 'Review' })];
      const preview = previewReschedule({ deal, phases, shift: text });
      const shift = parseShift(text);
      if (!shift.ok || !preview.ok) throw new Error('expected a valid shift');
      const plan = planReschedule({ deal, phases, shift: shift.value });
      if (!plan.ok) throw new Error('expected a plan');
      expect(preview.value.start.after).toBe(plan.value.start);
      expect(preview.value.changed).toBe(plan.value.changed);
      expect(
        preview.value.phasesMoved.map(({ id, start, end }) => ({ id, start: start.after, end: end.after })),
      ).toEqual(plan.value.movedPhases.map(({ id, start, end }) => ({ id, start, end })));
    },
  );
});
