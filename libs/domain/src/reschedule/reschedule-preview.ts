import type { Deal } from '../deal/deal';
import type { Phase } from '../deal/phase';
import type { DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import { planReschedule } from './reschedule-planner';
import { parseShift } from './shift-parser';

/** A date before and after a reschedule (null when unset). */
export interface DateMove {
  readonly before: number | null;
  readonly after: number | null;
}

export interface PhaseMove {
  readonly id: string;
  readonly name: string;
  readonly start: { readonly before: number; readonly after: number };
  readonly end: { readonly before: number; readonly after: number };
}

/** What `rescheduleDeal` would do with this shift, told before anything is written. */
export interface ReschedulePreview {
  /** False when the shift resolves to the current start: confirming would write nothing. */
  readonly changed: boolean;
  /** Whether confirming would snapshot the deal first (as `version_created` would say). */
  readonly versionCreated: boolean;
  /** `after` is the resolved start, always a Monday 00:00 UTC. */
  readonly start: { readonly before: number | null; readonly after: number };
  readonly end: DateMove;
  readonly due: DateMove;
  /** The pinned phases the offset moves, in input order. */
  readonly phasesMoved: readonly PhaseMove[];
}

/**
 * A dry run of the reschedule use case for a deal already read: the same shift parser and the
 * same planner, so a preview and the reschedule it previews cannot disagree. `shift` is taken as
 * sent (CONTRACT §2); a bad one is a Validation naming `shift`, refusals are the planner's.
 */
export function previewReschedule(input: {
  readonly deal: Deal;
  readonly phases: readonly Phase[];
  readonly shift: unknown;
}): Result<ReschedulePreview, DomainError> {
  const shift = parseShift(input.shift);
  if (!shift.ok) return err({ kind: 'Validation', issues: shift.error });
  const planned = planReschedule({ deal: input.deal, phases: input.phases, shift: shift.value });
  if (!planned.ok) return planned;
  const plan = planned.value;
  const { deal } = input;
  const moved = new Map(plan.movedPhases.map((phase) => [phase.id, phase]));
  return ok({
    changed: plan.changed,
    versionCreated: plan.changed && plan.versionDue,
    start: { before: plan.previousStart, after: plan.start },
    end: { before: deal.end, after: plan.dealPatch.end ?? deal.end },
    due: { before: deal.due, after: plan.dealPatch.due ?? deal.due },
    phasesMoved: input.phases.flatMap((phase) => {
      const after = moved.get(phase.id);
      if (!after || !phase.pinned) return [];
      const start = { before: phase.start, after: after.start };
      return [{ id: phase.id, name: phase.name, start, end: { before: phase.end, after: after.end } }];
    }),
  });
}
