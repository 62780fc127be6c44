import { checkEditable } from '../../deal/deal-editability';
import type { Actor } from '../../credentials/actor';
import type { Phase } from '../../deal/phase';
import type { UnitOfWork } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import { err, ok, type Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import { reachDeal } from './reach-deal';

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
  deps: { uow: UnitOfWork; ids: IdGenerator },
  actor: Actor,
  dealId: string,
  input: AddPhaseInput,
): Promise<Result<{ phase: Phase; dealStart: number | null }, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const reached = await reachDeal(repos, actor, dealId, { forUpdate: true });
    if (!reached.ok) return reached;
    const { deal } = reached.value;
    const editable = checkEditable(deal);
    if (!editable.ok) return editable;
    if (deal.archived) return err({ kind: 'DealArchived' });
    const issues: ValidationIssue[] = [];
    if (input.end < input.start) issues.push({ path: ['end'], message: 'must not be before start' });
    if (!input.pinned && deal.start === null) {
      issues.push({ path: ['pinned'], message: 'a relative phase needs the deal to have a start; pin it' });
    }
    if (issues.length) return err({ kind: 'Validation', issues });
    const base = { id: deps.ids.next('ph'), dealId: deal.id, name: input.name };
    const anchor = input.pinned ? null : deal.start;
    const phase: Phase =
      anchor === null
        ? { ...base, pinned: true, start: input.start, end: input.end }
        : { ...base, pinned: false, startOffset: input.start - anchor, endOffset: input.end - anchor };
    await repos.phases.insert(phase);
    return ok({ phase, dealStart: deal.start });
  });
}
