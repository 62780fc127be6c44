import {
  ACTION_TYPE_FOR_TRIGGER,
  AUTOMATION,
  getAutomation,
  listDeals,
  reachAutomation,
  reachSpaceAsManager,
  type Actor,
  type Automation,
  type DomainError,
  type Repositories,
  type Result,
} from '@deal/domain';
import { DomainErrorException } from '@deal/nest-kit';
import type { DealChoice } from './automation-parts';

/** How many deals the pickers offer: the first page of the deals list (docs/web-app/automations.md). */
export const DEAL_CHOICES = 100;

/** The value of a use case's result, or the failure as an error page (404 for out of reach). */
export function valueOf<T>(result: Result<T, DomainError>): T {
  if (!result.ok) throw new DomainErrorException(result.error);
  return result.value;
}

/**
 * Whether the person manages the space's automations (owners and admins), by the domain's own
 * rule; only decides which buttons a page shows, the use cases check again on every change.
 */
export async function managesAutomations(
  repos: Repositories,
  actor: Actor,
  spaceId: string,
): Promise<boolean> {
  return (await reachSpaceAsManager(repos, actor, spaceId, AUTOMATION)).ok;
}

/** The space's management surface, or the 404 page for anyone who is not an owner or admin. */
export async function requireManager(repos: Repositories, actor: Actor, spaceId: string): Promise<void> {
  valueOf(await reachSpaceAsManager(repos, actor, spaceId, AUTOMATION));
}

/**
 * An automation the person reaches; `manage` makes it 404 for plain members. Pages show no secret
 * of it unless the request that rendered them generated it (`RevealedAutomation`).
 */
export async function automationFor(
  repos: Repositories,
  actor: Actor,
  spaceId: string,
  automationId: string,
  manage = false,
): Promise<Automation> {
  const found = manage
    ? await reachAutomation(repos, actor, spaceId, automationId, { manage: true })
    : await getAutomation(repos, actor, spaceId, automationId);
  return valueOf(found);
}

/** The first page of the space's deals, for the deal pickers. */
export async function dealChoices(repos: Repositories, actor: Actor, spaceId: string): Promise<DealChoice[]> {
  const page = valueOf(
    await listDeals(repos, actor, { spaceId, status: null, limit: DEAL_CHOICES, afterId: null }),
  );
  return page.items.map((deal) => ({ id: deal.id, name: deal.name }));
}

/** Everything the automation page needs besides the automation: who manages, the Send test deals. */
export async function automationPageExtras(
  repos: Repositories,
  actor: Actor,
  spaceId: string,
  automation: Automation,
): Promise<{ manage: boolean; deals: DealChoice[] }> {
  const manage = await managesAutomations(repos, actor, spaceId);
  const sends = manage && ACTION_TYPE_FOR_TRIGGER[automation.trigger] === 'send_webhook';
  return { manage, deals: sends ? await dealChoices(repos, actor, spaceId) : [] };
}
