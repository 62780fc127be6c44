import type { Deal } from '../../deal/deal';
import type { Repositories } from '../../ports/repositories';
import type { DealMatchPlan } from '../../webhook-in/deal-match.plan';

/** Lookups by external id before giving up, when concurrent changes keep moving that id away. */
const EXTERNAL_ID_ATTEMPTS = 3;

/**
 * The deal an incoming webhook is about (SPEC §4.5 matching), read and locked until the transaction
 * ends, so concurrent webhooks on one deal queue instead of overwriting each other (CONTRACT §3).
 * A deal of another space never matches. Call it inside a transaction.
 */
export async function lockMatchedDeal(
  repos: Pick<Repositories, 'deals'>,
  spaceId: string,
  plan: DealMatchPlan,
): Promise<Deal | null> {
  if (plan.by === 'none') return null;
  if (plan.by === 'id') {
    const deal = await repos.deals.findByIdForUpdate(plan.id);
    return deal !== null && deal.spaceId === spaceId ? deal : null;
  }
  // The external id is found without a lock, then the row is locked by id; a change that committed
  // in between may have taken the external id elsewhere, so the locked row is checked again.
  for (let attempt = 0; attempt < EXTERNAL_ID_ATTEMPTS; attempt++) {
    const found = await repos.deals.findByExternalId(spaceId, plan.externalId);
    if (found === null) return null;
    const locked = await repos.deals.findByIdForUpdate(found.id);
    if (locked !== null && locked.spaceId === spaceId && locked.externalId === plan.externalId) return locked;
  }
  return null;
}
