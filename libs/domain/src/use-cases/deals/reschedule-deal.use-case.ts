import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import { applyReschedulePlan } from '../../reschedule/reschedule-plan';
import { planReschedule } from '../../reschedule/reschedule-planner';
import { parseShift } from '../../reschedule/shift-parser';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { DEAL_NOT_FOUND, reachDeal } from './reach-deal';
import { eventActorOf } from '../../outbound-webhooks/payload/event-actor';
import { changeTime, saveDealChange, type DealChangeDeps } from './save-deal-change';

export interface RescheduleDealInput {
  /** As sent: validated here (CONTRACT §2 `shift`). */
  readonly shift: unknown;
  /** When sent, it must be the deal's space (else NotFound). */
  readonly spaceId?: string;
  /**
   * The start a confirmed preview was computed from (null: the deal had none). When sent, the deal's
   * start is compared with it under the row lock, and a start that moved since is START_MOVED,
   * with nothing written: the shift is never applied to a start the person did not see.
   */
  readonly previewedStart?: number | null;
}

/** A confirmation whose deal start moved since its preview (`previewedStart`). */
export const START_MOVED = {
  kind: 'Conflict',
  message: 'the deal start changed since that preview, so nothing was saved',
} as const satisfies DomainError;

export function isStartMoved(error: DomainError): boolean {
  return error.kind === START_MOVED.kind && error.message === START_MOVED.message;
}

export interface RescheduleOutcome {
  readonly deal: Deal;
  readonly start: number;
  readonly previousStart: number | null;
  readonly versionCreated: boolean;
  readonly phasesMoved: ReadonlyArray<{ id: string; name: string }>;
  readonly changed: boolean;
}

/**
 * POST /v1/deal/{id}/reschedule (SPEC §4.3, CONTRACT §2), in one transaction with the deal row
 * locked: the snapshot of a deal past draft, the new deal dates and the moved pinned phases are
 * written together or not at all, stamped with the time read under the lock. A shift that
 * resolves to the current start writes nothing.
 */
export async function rescheduleDeal(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  input: RescheduleDealInput,
): Promise<Result<RescheduleOutcome, DomainError>> {
  const shift = parseShift(input.shift);
  if (!shift.ok) return err({ kind: 'Validation', issues: shift.error });
  return deps.uow.transaction(async (repos) => {
    const reached = await reachDeal(repos, actor, dealId, { forUpdate: true });
    if (!reached.ok) return reached;
    const { deal } = reached.value;
    if (input.spaceId !== undefined && input.spaceId !== deal.spaceId) return err(DEAL_NOT_FOUND);
    if (input.previewedStart !== undefined && input.previewedStart !== deal.start) return err(START_MOVED);
    // The phases, with the pricing and estimates in the same statement: past draft the change takes
    // a version, which holds everything the deal's figures come from.
    const state = await repos.dealPricing.findStateByDeal(deal.id);
    const { phases } = state;
    const planned = planReschedule({ deal, phases, shift: shift.value });
    if (!planned.ok) return planned;
    const plan = planned.value;
    const context = changeTime(deps, eventActorOf(actor));
    let moved = applyReschedulePlan(deal, plan, context.now);
    if (plan.changed) {
      if (plan.versionDue) {
        const version = {
          id: deps.ids.next('ver'),
          dealId: deal.id,
          createdAt: context.now,
          reason: 'reschedule' as const,
        };
        const { pricing, estimates } = state;
        await repos.versions.insert({ ...version, deal, phases, pricing, estimates });
      }
      moved = await saveDealChange(repos, deal, moved, context);
      await repos.phases.updateDates(plan.movedPhases);
    }
    return ok({
      deal: moved,
      start: plan.start,
      previousStart: plan.previousStart,
      versionCreated: plan.changed && plan.versionDue,
      phasesMoved: plan.movedPhases.map(({ id, name }) => ({ id, name })),
      changed: plan.changed,
    });
  });
}
