import {
  listRateCards,
  listRoles,
  readDealPricing,
  type Actor,
  type PricedDeal,
  type RateCard,
  type Repositories,
  type Role,
} from '@deal/domain';
import { DomainErrorException } from '@deal/nest-kit';

/** As many roles and rate cards as the deal page offers (the API's largest page). */
export const PRICING_CHOICES_SHOWN = 100;

/** What the deal page prices with: the deal priced as it stands, and its space's roles and rate cards. */
export interface DealPricingRead {
  readonly priced: PricedDeal;
  readonly roles: readonly Role[];
  readonly cards: readonly RateCard[];
}

/** Through the API's use cases, so whoever reads the deal reads its pricing, and nothing more. */
export async function readDealPricingPage(
  repos: Repositories,
  actor: Actor,
  deal: { id: string; spaceId: string },
): Promise<DealPricingRead> {
  const priced = await readDealPricing(repos, actor, deal.id);
  if (!priced.ok) throw new DomainErrorException(priced.error);
  const page = { limit: PRICING_CHOICES_SHOWN, afterId: null };
  const roles = await listRoles(repos, actor, deal.spaceId, page);
  const cards = await listRateCards(repos, actor, deal.spaceId, page);
  // A key reads the deal yet may not list the space's roles: the page then names roles by id.
  return {
    priced: priced.value,
    roles: roles.ok ? roles.value.items : [],
    cards: cards.ok ? cards.value.items : [],
  };
}

/** The phase whose tab is open: the one the address names, if the deal has it, else the first. */
export function openPhaseId(phases: readonly { id: string }[], asked: unknown): string | null {
  const named = typeof asked === 'string' ? phases.find((phase) => phase.id === asked) : undefined;
  return named?.id ?? phases[0]?.id ?? null;
}
