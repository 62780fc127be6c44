import { reachSpace } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import { applyDealEdit, newDraftDeal, type DealEdit } from '../../deal/deal-edit';
import type { UnitOfWork } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import { err, ok, type Result } from '../../shared/result';
import { defaultDealOwner, resolveDealOwner } from './deal-owner';
import { checkExternalIdFree } from './external-id.check';
import { saveDealCreation } from './save-deal-change';
import { eventActorOf } from '../../outbound-webhooks/payload/event-actor';

export interface CreateDealInput {
  readonly spaceId: string;
  readonly name: string;
  /** Left out: the space's currency, as it is when the deal is made. */
  readonly currency?: string;
  /** Left out: the calling user (none for a space key). `null`: no owner. */
  readonly ownerEmail?: string | null;
  readonly fields: Omit<DealEdit, 'name' | 'currency' | 'owner' | 'archived'>;
}

export interface CreateDealDeps {
  readonly uow: UnitOfWork;
  readonly ids: IdGenerator;
  readonly now: number;
  /** `{app_url}` for the deal links of the `service_deal_created` payloads (SPEC §2.3). */
  readonly appUrl: string;
}

/**
 * POST /v1/deals (CONTRACT §2): a new draft deal in a space the actor reaches, at revision 1, with
 * its `service_deal_created` event for the matching `deal_created` automations in the same
 * transaction (docs/events.md). Without a currency it takes the space's, read in the same
 * transaction (a concurrent change of the space's currency applies to this deal entirely or not at all).
 */
export async function createDeal(
  deps: CreateDealDeps,
  actor: Actor,
  input: CreateDealInput,
): Promise<Result<Deal, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const access = await reachSpace(repos, actor, input.spaceId);
    if (!access.ok) return access;
    const owner =
      input.ownerEmail === undefined
        ? ok(await defaultDealOwner(repos, actor))
        : await resolveDealOwner(repos, input.spaceId, input.ownerEmail);
    if (!owner.ok) return owner;
    const currency = input.currency ?? (await repos.spaces.findById(input.spaceId))?.currency;
    if (currency === undefined) return err({ kind: 'NotFound', resource: 'space' });
    const blank = newDraftDeal({
      id: deps.ids.next('deal'),
      spaceId: input.spaceId,
      name: input.name,
      currency,
      now: deps.now,
    });
    const edited = applyDealEdit(blank, { ...input.fields, owner: owner.value }, deps.now, []);
    if (!edited.ok) return edited;
    const { deal } = edited.value;
    const free = await checkExternalIdFree(repos, deal.spaceId, deal.externalId, deal.id);
    if (!free.ok) return free;
    await repos.deals.insert(deal);
    await saveDealCreation(repos, deal, { ...deps, actor: eventActorOf(actor) });
    return ok(deal);
  });
}
