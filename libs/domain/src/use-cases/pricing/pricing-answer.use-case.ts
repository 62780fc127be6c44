import type { Actor } from '../../credentials/actor';
import type { PricedDeal } from '../../pricing/deal-price';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import { reachDeal } from '../deals/reach-deal';
import { priceOf } from './deal-pricing.use-cases';

/**
 * Answers rendered from a deal's pricing, kept per deal and revision. A deal's pricing is a function
 * of what moves its revision (its own row, its phases, pricing and estimates are only written by
 * changes that move it, in their transaction), so an answer kept for a revision stays right for as
 * long as the deal is at that revision, whichever process wrote the deal since: a reader that finds
 * the deal at another revision finds no answer.
 */
export interface PricingAnswerCache<T> {
  get(dealId: string, revision: number): T | undefined;
  set(dealId: string, revision: number, answer: T): void;
}

/**
 * GET /v1/deal/{id}/pricing (readDealPricing) rendered by `render`, through `cache`: the deal is
 * read (and reached) on every call, and its revision picks the kept answer. A miss prices the deal
 * and keeps the answer only when the revision is the same once the pricing is read: the reads are
 * separate statements, and one change committed between them would otherwise be kept under the
 * revision before it.
 */
export async function readDealPricingAnswer<T>(
  repos: Pick<Repositories, 'deals' | 'memberships' | 'phases' | 'dealPricing' | 'estimates'>,
  actor: Actor,
  dealId: string,
  answers: { readonly cache: PricingAnswerCache<T>; readonly render: (priced: PricedDeal) => T },
): Promise<Result<T, DomainError>> {
  const reached = await reachDeal(repos, actor, dealId);
  if (!reached.ok) return reached;
  const { deal } = reached.value;
  const kept = answers.cache.get(deal.id, deal.revision);
  if (kept !== undefined) return ok(kept);
  const answer = answers.render(await priceOf(repos, deal));
  if ((await repos.deals.revisionOf(deal.id)) === deal.revision) {
    answers.cache.set(deal.id, deal.revision, answer);
  }
  return ok(answer);
}
