import type { Actor } from '../../credentials/actor';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { readPricingState, savePricingChange } from '../pricing/pricing-change';
import { lockDealForPhaseChange, PHASE_NOT_FOUND, savePhaseChange } from './phase-change';
import type { DealChangeDeps } from './save-deal-change';

/**
 * DELETE /v1/deal/{id}/phases/{phase_id}: the phase goes; the deal's own dates stay as they are.
 * Its estimates go with it, so a phase with estimates is a pricing change (docs/pricing.md): the
 * deal's figures are recomputed, and past draft a version keeps what was removed.
 */
export async function removePhase(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
): Promise<Result<void, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const locked = await lockDealForPhaseChange(repos, actor, dealId);
    if (!locked.ok) return locked;
    const deal = locked.value;
    const before = await readPricingState(repos, deal.id);
    if (!before.phases.some((phase) => phase.id === phaseId)) return err(PHASE_NOT_FOUND);
    await repos.phases.delete(deal.id, phaseId);
    if (before.estimates.some((estimate) => estimate.phaseId === phaseId)) {
      await savePricingChange(repos, deps, actor, deal, before, {
        pricing: before.pricing,
        phases: before.phases.filter((phase) => phase.id !== phaseId),
        estimates: before.estimates.filter((estimate) => estimate.phaseId !== phaseId),
      });
    } else {
      await savePhaseChange(repos, actor, deal, deps);
    }
    return ok(undefined);
  });
}
