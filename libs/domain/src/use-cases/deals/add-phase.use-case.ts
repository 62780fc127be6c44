import type { Actor } from '../../credentials/actor';
import type { Phase } from '../../deal/phase';
import { placePhase } from '../../deal/phase-placement';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { lockDealForPhaseChange, savePhaseChange } from './phase-change';
import type { DealChangeDeps } from './save-deal-change';

export interface AddPhaseInput {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  /** Pinned: stays on these dates unless a reschedule moves it. Relative: follows the deal's start. */
  readonly pinned: boolean;
}

/**
 * POST /v1/deal/{id}/phases (CONTRACT §2). Dates are absolute either way; a relative phase is
 * stored as offsets from the deal's start, so it needs the deal to have one.
 */
export async function addPhase(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  input: AddPhaseInput,
): Promise<Result<{ phase: Phase; dealStart: number | null }, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const locked = await lockDealForPhaseChange(repos, actor, dealId);
    if (!locked.ok) return locked;
    const deal = locked.value;
    const placed = placePhase({ ...input, id: deps.ids.next('ph'), dealId: deal.id }, deal.start);
    if (!placed.ok) return err({ kind: 'Validation', issues: placed.error });
    await repos.phases.insert(placed.value);
    await savePhaseChange(repos, actor, deal, deps);
    return ok({ phase: placed.value, dealStart: deal.start });
  });
}
