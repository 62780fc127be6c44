import type { Actor } from '../../credentials/actor';
import type { RateCard } from '../../pricing/rate-card';
import type { NewRateCardRequest, RateCardEditRequest } from '../../pricing/requests/rate-card.request';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import type { PageQuery } from '../../shared/page-query';
import { err, ok, type Result } from '../../shared/result';
import { keysetPage, type KeysetPage } from '../keyset-page';
import type { PricingWriteDeps } from './pricing.deps';
import { checkRatedRoles, RATE_CARD, RATE_CARD_NOT_FOUND, reachPricingSpace } from './pricing-access';

/**
 * POST /v1/spaces/{space}/rate-cards: owners and admins. Every rate names a live role of the space
 * (checkRatedRoles). A card made default takes the flag from the space's other card in its currency.
 */
export async function createRateCard(
  deps: PricingWriteDeps,
  actor: Actor,
  spaceId: string,
  input: NewRateCardRequest,
): Promise<Result<RateCard, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const access = await reachPricingSpace(repos, actor, spaceId, RATE_CARD, true);
    if (!access.ok) return access;
    const roles = await checkRatedRoles(repos, spaceId, input.rates);
    if (!roles.ok) return roles;
    if (input.isDefault) await repos.rateCards.lockDefaults(spaceId);
    const now = deps.clock.now();
    const card: RateCard = {
      id: deps.ids.next('rc'),
      spaceId,
      name: input.name,
      currency: input.currency,
      rates: input.rates,
      isDefault: input.isDefault,
      revision: 1,
      createdAt: now,
      updatedAt: now,
    };
    if (card.isDefault) await repos.rateCards.clearDefault(spaceId, card.currency, card.id);
    await repos.rateCards.insert(card);
    return ok(card);
  });
}

/** GET /v1/spaces/{space}/rate-cards: any member, and the space's key. */
export async function listRateCards(
  repos: Pick<Repositories, 'memberships' | 'rateCards'>,
  actor: Actor,
  spaceId: string,
  page: PageQuery,
): Promise<Result<KeysetPage<RateCard>, DomainError>> {
  const access = await reachPricingSpace(repos, actor, spaceId, RATE_CARD, false);
  if (!access.ok) return access;
  const found = await repos.rateCards.listForSpace(spaceId, { limit: page.limit + 1, afterId: page.afterId });
  return ok(keysetPage(found, page.limit, (card) => card.id));
}

/**
 * PATCH /v1/spaces/{space}/rate-cards/{id}: owners and admins; the revision goes up by one. No deal
 * changes: each keeps its copy of the rates until `POST /v1/deal/{id}/pricing/refresh-rates`. A
 * role archived since it was put on the card may stay on it; a new rate needs a live role.
 */
export async function updateRateCard(
  deps: PricingWriteDeps,
  actor: Actor,
  spaceId: string,
  cardId: string,
  edit: RateCardEditRequest,
): Promise<Result<RateCard, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const access = await reachPricingSpace(repos, actor, spaceId, RATE_CARD, true);
    if (!access.ok) return access;
    // The space before the card, as a new default takes them, so two writes never wait on each other.
    await repos.rateCards.lockDefaults(spaceId);
    const card = await repos.rateCards.findById(cardId, { forUpdate: true });
    if (card === null || card.spaceId !== spaceId) return err(RATE_CARD_NOT_FOUND);
    if (edit.rates) {
      const kept = new Set(card.rates.map((rate) => rate.roleId));
      const roles = await checkRatedRoles(repos, spaceId, edit.rates, kept);
      if (!roles.ok) return roles;
    }
    const next: RateCard = {
      ...card,
      ...edit,
      revision: card.revision + 1,
      updatedAt: deps.clock.now(),
    };
    if (next.isDefault) await repos.rateCards.clearDefault(spaceId, next.currency, next.id);
    await repos.rateCards.update(next);
    return ok(next);
  });
}
