import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import type { DealPricing, Estimate } from '../../pricing/deal-pricing';
import { pricedDeal, type PricedDeal } from '../../pricing/deal-price';
import type { RateCard } from '../../pricing/rate-card';
import type { DealPricingRequest } from '../../pricing/requests/deal-pricing.request';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { lockDealForPhaseChange } from '../deals/phase-change';
import { reachDeal } from '../deals/reach-deal';
import type { DealChangeDeps } from '../deals/save-deal-change';
import { pricingConflict, RATE_CARD_NOT_FOUND } from './pricing-access';
import { readPricingState, savePricingChange, storeLineAmounts, type PricingState } from './pricing-change';

type ReadRepos = Pick<Repositories, 'deals' | 'memberships' | 'phases' | 'dealPricing' | 'estimates'>;

/** GET /v1/deal/{id}/pricing: whoever reaches the deal. */
export async function readDealPricing(
  repos: ReadRepos,
  actor: Actor,
  dealId: string,
): Promise<Result<PricedDeal, DomainError>> {
  const reached = await reachDeal(repos, actor, dealId);
  if (!reached.ok) return reached;
  return ok(await priceOf(repos, reached.value.deal));
}

/** The deal priced as it stands in `repos` (inside a transaction, what it has written so far). */
export async function priceOf(
  repos: Pick<Repositories, 'phases' | 'dealPricing' | 'estimates'>,
  deal: Deal,
): Promise<PricedDeal> {
  const { pricing, phases, estimates } = await readPricingState(repos, deal.id);
  return pricedDeal(deal, pricing, phases, estimates);
}

/**
 * PUT /v1/deal/{id}/pricing: whoever may change the deal (not while it is pending, nor archived).
 * The deal keeps a copy of the card's rates at its current revision. The card must be the deal's
 * space's (else 404) and in the deal's currency, and must rate every role the deal's estimates use
 * (else 409 saying which); nothing is written on a refusal. A change of the deal (savePricingChange).
 */
export async function setDealPricing(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  input: DealPricingRequest,
): Promise<Result<PricedDeal, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const locked = await lockDealForPhaseChange(repos, actor, dealId);
    if (!locked.ok) return locked;
    const deal = locked.value;
    const card = await repos.rateCards.findById(input.rateCardId);
    if (card === null || card.spaceId !== deal.spaceId) return err(RATE_CARD_NOT_FOUND);
    const before = await readPricingState(repos, deal.id);
    const pricing = pricingFrom(before.estimates, deal, card, input);
    if (!pricing.ok) return pricing;
    await repos.dealPricing.save(pricing.value);
    return ok(await savePricingOfLines(repos, deps, actor, deal, before, pricing.value));
  });
}

/**
 * POST /v1/deal/{id}/pricing/refresh-rates: copies the card's rates again, at its current
 * revision (the card's later edits reach a deal only this way), under the rules of PUT.
 */
export async function refreshDealRates(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
): Promise<Result<PricedDeal, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const locked = await lockDealForPhaseChange(repos, actor, dealId);
    if (!locked.ok) return locked;
    const deal = locked.value;
    const before = await readPricingState(repos, deal.id);
    const current = before.pricing;
    if (current === null) return err(NO_RATE_CARD);
    const card = await repos.rateCards.findById(current.rateCardId);
    if (card === null) return err(RATE_CARD_NOT_FOUND);
    const pricing = pricingFrom(before.estimates, deal, card, current);
    if (!pricing.ok) return pricing;
    await repos.dealPricing.save(pricing.value);
    return ok(await savePricingOfLines(repos, deps, actor, deal, before, pricing.value));
  });
}

/**
 * A new pricing of the deal's lines (PUT, refresh-rates): a change of the deal, and every line's
 * stored amounts rewritten, since the rates and the contingency they come from may have changed.
 */
async function savePricingOfLines(
  repos: Repositories,
  deps: DealChangeDeps,
  actor: Actor,
  deal: Deal,
  before: PricingState,
  pricing: DealPricing,
): Promise<PricedDeal> {
  const priced = await savePricingChange(repos, deps, actor, deal, before, { ...before, pricing });
  await storeLineAmounts(repos, deal.id, priced.price.lines);
  return priced;
}

export const NO_RATE_CARD = pricingConflict(
  "the deal has no rate card; give it one with PUT /v1/deal/{id}/pricing before estimating a role's effort",
);

function pricingFrom(
  estimates: readonly Estimate[],
  deal: Deal,
  card: RateCard,
  input: Pick<DealPricing, 'contingency' | 'discount'>,
): Result<DealPricing, DomainError> {
  if (card.currency !== deal.currency) {
    return err(
      pricingConflict(
        `rate card ${card.id} is in ${card.currency.toUpperCase()} but the deal is in ` +
          `${deal.currency.toUpperCase()}: a deal is priced with a card in its own currency`,
      ),
    );
  }
  const missing = missingRole(estimates, card);
  if (missing !== null) {
    return err(
      pricingConflict(`role ${missing} is missing from rate card ${card.id}; the deal's estimates use it`),
    );
  }
  return ok({
    dealId: deal.id,
    rateCardId: card.id,
    rateCardRevision: card.revision,
    contingency: input.contingency,
    discount: input.discount,
    rates: card.rates,
  });
}

/** The first role an effort estimate uses that the card does not rate; null when it rates them all. */
function missingRole(estimates: readonly Estimate[], card: RateCard): string | null {
  const rated = new Set(card.rates.map((rate) => rate.roleId));
  const unrated = estimates.find((estimate) => estimate.kind === 'effort' && !rated.has(estimate.roleId));
  return unrated?.kind === 'effort' ? unrated.roleId : null;
}
