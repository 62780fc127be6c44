import { DEAL_DATE_RANGE_TEXT, isDealDate } from '../deal/deal-date';
import { checkEditable } from '../deal/deal-editability';
import type { Deal } from '../deal/deal';
import type { Phase, PinnedPhase } from '../deal/phase';
import { phaseOutsideDealDates } from '../deal/phase-date-range.rule';
import { err, ok, type Result } from '../shared/result';
import type { DomainError } from '../shared/domain-error';
import type { DealSchedulePatch, ReschedulePlan } from './reschedule-plan';
import type { Shift } from './shift';
import { resolveShift } from './shift-resolver';

/** Every date a reschedule writes keeps to the one deal date range (deal-date.ts). */
const OUT_OF_RANGE: DomainError = {
  kind: 'Validation',
  issues: [
    {
      path: ['shift'],
      message: `would move a date of the deal or its phases outside ${DEAL_DATE_RANGE_TEXT}`,
    },
  ],
};

export interface RescheduleInput {
  readonly deal: Deal;
  /** The deal's own phases. */
  readonly phases: readonly Phase[];
  readonly shift: Shift;
}

/**
 * Decides a reschedule (CONTRACT §2, POST /v1/deal/{id}/reschedule) without writing anything.
 * Refusals are checked in a fixed order: pending, archived, no start for a relative shift, then a
 * date outside the deal date range (400 naming `shift`; before 1970 or after 9999 an ISO date
 * would need a sign or six digits): the start, end and due, and every phase as it will stand —
 * pinned ones moved by the offset, relative ones following the new start (phase-date-range.rule.ts).
 */
export function planReschedule({
  deal,
  phases,
  shift,
}: RescheduleInput): Result<ReschedulePlan, DomainError> {
  const editable = checkEditable(deal);
  if (!editable.ok) return editable;
  if (deal.archived) return err({ kind: 'DealArchived' });

  const resolved = resolveShift(shift, deal.start);
  if (!resolved.ok) return resolved;
  const start = resolved.value;
  const previousStart = deal.start;

  if (start === previousStart) {
    return ok({
      changed: false,
      versionDue: false,
      previousStart,
      start,
      offset: 0,
      dealPatch: {},
      movedPhases: [],
    });
  }

  const versionDue = deal.status !== 'draft';
  if (!isDealDate(start)) return err(OUT_OF_RANGE);
  if (previousStart === null) {
    // Relative phases follow the new start (they had no dates without one); pinned ones stay.
    const relative = phases.filter((phase) => !phase.pinned);
    if (phaseOutsideDealDates(relative, start) !== null) return err(OUT_OF_RANGE);
    // An absolute date on a deal without a start: there is no old start to measure an offset
    // from, so due, end and pinned phases stay where they are and only the start is set.
    return ok({
      changed: true,
      versionDue,
      previousStart,
      start,
      offset: null,
      dealPatch: { start },
      movedPhases: [],
    });
  }

  const offset = start - previousStart;
  const dealPatch: DealSchedulePatch = {
    start,
    ...(deal.end !== null && { end: deal.end + offset }),
    ...(deal.due !== null && { due: deal.due + offset }),
  };
  const movedPhases = phases
    .filter((phase): phase is PinnedPhase => phase.pinned)
    .map((phase) => ({ ...phase, start: phase.start + offset, end: phase.end + offset }));
  const moved = [dealPatch.end, dealPatch.due];
  if (!moved.every((date) => date === undefined || isDealDate(date))) return err(OUT_OF_RANGE);
  // Every phase as it will stand: pinned ones moved by the offset, relative ones on the new start.
  const after = [...movedPhases, ...phases.filter((phase) => !phase.pinned)];
  if (phaseOutsideDealDates(after, start) !== null) return err(OUT_OF_RANGE);
  return ok({ changed: true, versionDue, previousStart, start, offset, dealPatch, movedPhases });
}
