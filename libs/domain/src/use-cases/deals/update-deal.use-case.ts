import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import { applyDealEdit, type DealEdit } from '../../deal/deal-edit';
import { checkEditable } from '../../deal/deal-editability';
import { movesPhases } from '../../deal/phase-date-range.rule';
import type { DomainError } from '../../shared/domain-error';
import { eventActorOf } from '../../outbound-webhooks/payload/event-actor';
import { ok, type Result } from '../../shared/result';
import { resolveDealOwner } from './deal-owner';
import { checkExternalIdFree } from './external-id.check';
import { checkPricedFields } from './priced-fields.check';
import { reachDeal } from './reach-deal';
import { changeTime, saveDealChange, type DealChangeDeps } from './save-deal-change';

export interface UpdateDealInput {
  readonly fields: Omit<DealEdit, 'owner'>;
  /** Left out: the owner stays. `null`: no owner. */
  readonly ownerEmail?: string | null;
}

/**
 * PATCH /v1/deal/{id} (CONTRACT §2): edits fields; a pending deal is read-only (409), and a deal
 * priced from its estimates takes no price, cost or margin and no other currency (409,
 * priced-fields.check.ts).
 */
export async function updateDeal(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  input: UpdateDealInput,
): Promise<Result<Deal, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const reached = await reachDeal(repos, actor, dealId, { forUpdate: true });
    if (!reached.ok) return reached;
    const { deal } = reached.value;
    const editable = checkEditable(deal);
    if (!editable.ok) return editable;
    const priced = await checkPricedFields(repos, deal, input.fields);
    if (!priced.ok) return priced;
    const owner =
      input.ownerEmail === undefined
        ? ok(undefined)
        : await resolveDealOwner(repos, deal.spaceId, input.ownerEmail);
    if (!owner.ok) return owner;
    const edit: DealEdit = owner.value === undefined ? input.fields : { ...input.fields, owner: owner.value };
    const free = await checkExternalIdFree(repos, deal.spaceId, input.fields.externalId, deal.id);
    if (!free.ok) return free;
    const context = changeTime(deps, eventActorOf(actor));
    // Relative phases follow the start: a start that would carry one out of range is refused.
    const phases = movesPhases(deal.start, input.fields.start) ? await repos.phases.listByDeal(deal.id) : [];
    const edited = applyDealEdit(deal, edit, context.now, phases);
    if (!edited.ok) return edited;
    if (!edited.value.changed) return ok(edited.value.deal);
    return ok(await saveDealChange(repos, deal, edited.value.deal, context));
  });
}
