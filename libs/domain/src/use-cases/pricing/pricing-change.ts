import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import { eventActorOf } from '../../outbound-webhooks/payload/event-actor';
import { pricedDeal, type PricedDeal } from '../../pricing/deal-price';
import type { PricingState } from '../../pricing/deal-pricing';
import { withEstimatedFigures, withFiguresOfLines } from '../../pricing/estimated-figures';
import { storedAmountsOf, totalsOfLines, type LineTotals } from '../../pricing/line-totals';
import type { PricedLine } from '../../pricing/pricing';
import type { Repositories } from '../../ports/repositories';
import {
  changeTime,
  saveDealChange,
  type DealChangeDeps,
  type DealChangeWrites,
} from '../deals/save-deal-change';

export type { PricingState };

/** The deal's pricing state as `repos` hold it (read under the deal's lock, before a change writes). */
export function readPricingState(
  repos: Pick<Repositories, 'dealPricing'>,
  dealId: string,
): Promise<PricingState> {
  return repos.dealPricing.findStateByDeal(dealId);
}

/**
 * Every pricing change is a change of the deal (docs/pricing.md), written here in the transaction
 * of the change, after its own writes, with the deal row locked since `before` was read:
 * - past draft, a version (reason `pricing`) keeps the deal, its phases, pricing and estimates as
 *   they were;
 * - once the deal has an estimate its `price` and `cost` (and so `margin`) become the pricing's;
 * - `saveDealChange` moves `updated_at`, records the event with its actor, and queues the
 *   `deal_updated` deliveries whose `changes` hold the previous price, cost and margin.
 * Answers the deal priced as it now is.
 */
export async function savePricingChange(
  repos: Repositories,
  deps: DealChangeDeps,
  actor: Actor,
  deal: Deal,
  before: PricingState,
  after: PricingState,
): Promise<PricedDeal> {
  const context = changeTime(deps, eventActorOf(actor));
  if (deal.status !== 'draft') {
    await repos.versions.insert({
      id: deps.ids.next('ver'),
      dealId: deal.id,
      createdAt: context.now,
      reason: 'pricing',
      deal,
      phases: before.phases,
      pricing: before.pricing,
      estimates: before.estimates,
    });
  }
  const priced = pricedDeal(deal, after.pricing, after.phases, after.estimates);
  const figured = withEstimatedFigures(deal, after.estimates, priced.price);
  const saved = await saveDealChange(repos, deal, { ...figured, updatedAt: context.now }, context);
  return { ...priced, deal: saved };
}

/**
 * A pricing change of a draft deal (no version to take) whose lines' stored amounts sum to
 * `totals`, the change included: the deal's price and cost come from those sums
 * (`totalsOfLines`, the totals `pricedDeal` gives over the same lines), then it is saved as
 * `savePricingChange` saves it, with `writes` (the new estimate) in the deal's own UPDATE.
 * Answers the deal as saved.
 */
export async function saveDraftTotalsChange(
  repos: Repositories,
  deps: DealChangeDeps,
  actor: Actor,
  deal: Deal,
  totals: LineTotals,
  discount: number,
  writes: DealChangeWrites = {},
): Promise<Deal> {
  if (deal.status !== 'draft') throw new Error('past draft a pricing change takes a version of every line');
  const context = changeTime(deps, eventActorOf(actor));
  const figured = withFiguresOfLines(deal, totals.lines, totalsOfLines(totals, discount));
  return saveDealChange(repos, deal, { ...figured, updatedAt: context.now }, context, writes);
}

/**
 * Stores each priced line's amounts on its row (one statement; none without lines): after a
 * change of what every line's amounts depend on (the rates, the contingency), and when the lines
 * of a deal priced in full are found without them.
 */
export async function storeLineAmounts(
  repos: Pick<Repositories, 'estimates'>,
  dealId: string,
  lines: readonly PricedLine[],
): Promise<void> {
  if (lines.length > 0) await repos.estimates.writeAmounts(dealId, storedAmountsOf(lines));
}
