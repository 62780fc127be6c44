import type { Actor } from '../../credentials/actor';
import { DEAL_DATE_RANGE_TEXT, isDealDate } from '../../deal/deal-date';
import { phaseDates, type Phase } from '../../deal/phase';
import { placePhase, samePhase } from '../../deal/phase-placement';
import type { PhasePatchRequest } from '../../deal/requests/edit-phase.request';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { findDealPhase, lockDealForPhaseChange, savePhaseChange } from './phase-change';
import type { DealChangeDeps } from './save-deal-change';

export type EditPhaseInput = PhasePatchRequest;

/**
 * PATCH /v1/deal/{id}/phases/{phase_id}: the fields sent replace the phase's, the others stay (its
 * dates as they fall now, so switching a relative phase to pinned keeps it where it is). The result
 * is checked by the rules of adding a phase. Sending the current values writes nothing.
 */
export async function editPhase(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
  input: EditPhaseInput,
): Promise<Result<{ phase: Phase; dealStart: number | null }, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const locked = await lockDealForPhaseChange(repos, actor, dealId);
    if (!locked.ok) return locked;
    const deal = locked.value;
    const found = await findDealPhase(repos, deal, phaseId);
    if (!found.ok) return found;
    const phase = found.value;
    const current = phaseDates(phase, deal.start);
    const start = input.start ?? current?.start;
    const end = input.end ?? current?.end;
    if (start === undefined || end === undefined) {
      // A relative phase of a deal whose start was cleared has no dates to keep.
      const missing = start === undefined ? 'start' : 'end';
      const message = 'the phase has no dates while the deal has no start; send start and end';
      return err({ kind: 'Validation', issues: [{ path: [missing], message }] });
    }
    // A date kept from before the deal date range was enforced for relative phases (or from before
    // the repair of stored dates) cannot be kept: the edit must send a new one.
    const stale = (['start', 'end'] as const).find(
      (field) => input[field] === undefined && !isDealDate(current?.[field]),
    );
    if (stale !== undefined) {
      const message = `the phase's current ${stale} is outside ${DEAL_DATE_RANGE_TEXT}; send start and end`;
      return err({ kind: 'Validation', issues: [{ path: [stale], message }] });
    }
    const placed = placePhase(
      {
        id: phase.id,
        dealId: deal.id,
        name: input.name ?? phase.name,
        start,
        end,
        pinned: input.pinned ?? phase.pinned,
      },
      deal.start,
    );
    if (!placed.ok) return err({ kind: 'Validation', issues: placed.error });
    if (samePhase(placed.value, phase)) return ok({ phase, dealStart: deal.start });
    await repos.phases.update(placed.value);
    await savePhaseChange(repos, actor, deal, deps);
    return ok({ phase: placed.value, dealStart: deal.start });
  });
}
