import type { Actor } from '../../credentials/actor';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import { findDealPhase, lockDealForPhaseChange, savePhaseChange } from './phase-change';
import type { DealChangeDeps } from './save-deal-change';

/** DELETE /v1/deal/{id}/phases/{phase_id}: the phase goes; the deal's own dates stay as they are. */
export async function removePhase(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
): Promise<Result<void, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const locked = await lockDealForPhaseChange(repos, actor, dealId);
    if (!locked.ok) return locked;
    const found = await findDealPhase(repos, locked.value, phaseId);
    if (!found.ok) return found;
    await repos.phases.delete(locked.value.id, found.value.id);
    await savePhaseChange(repos, actor, locked.value, deps);
    return ok(undefined);
  });
}
