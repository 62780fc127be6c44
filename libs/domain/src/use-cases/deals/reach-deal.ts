import { memberIdOf, reachSpace, spaceAccessOf, type SpaceAccess } from '../../access/space-access';
import type { SpaceRole } from '../../credentials/space-role';
import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';

export interface ReachedDeal {
  readonly deal: Deal;
  readonly access: SpaceAccess;
}

export const DEAL_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'deal' };

/**
 * A deal the actor reaches through its space (CONTRACT §2: out of reach is 404, never 403).
 * `forUpdate` locks the row until the surrounding transaction ends, so concurrent changes queue.
 */
export async function reachDeal(
  repos: Pick<Repositories, 'deals' | 'memberships'>,
  actor: Actor,
  dealId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Result<ReachedDeal, DomainError>> {
  const deal = options.forUpdate
    ? await repos.deals.findByIdForUpdate(dealId)
    : await repos.deals.findById(dealId);
  if (deal === null) return err(DEAL_NOT_FOUND);
  const access = await reachSpace(repos, actor, deal.spaceId);
  return access.ok ? ok({ deal, access: access.value }) : err(DEAL_NOT_FOUND);
}

/** What a read carrying the actor's membership answers besides its own (`spaceAccessOf`). */
export interface WithMemberRole {
  readonly memberRole: SpaceRole | null;
}

/**
 * reachDeal with the row locked, where the actor's membership comes with what the change reads
 * next: `read` gets the locked deal and the user whose role it reads along (null for a space key),
 * one statement where reachDeal's `roleOf` would be a second (issue 25). Its answer is the
 * caller's only once the deal is known to be in reach. The lock holds the space's automations from
 * edits too (`findByIdForUpdate`'s `holdAutomationEdits`), so `read` may read them for the change.
 */
export async function reachLockedDealWith<T extends WithMemberRole>(
  repos: Pick<Repositories, 'deals'>,
  actor: Actor,
  dealId: string,
  read: (deal: Deal, memberId: string | null) => Promise<T>,
): Promise<Result<ReachedDeal & { readonly read: T }, DomainError>> {
  const deal = await repos.deals.findByIdForUpdate(dealId, { holdAutomationEdits: true });
  if (deal === null) return err(DEAL_NOT_FOUND);
  const answer = await read(deal, memberIdOf(actor));
  const access = spaceAccessOf(actor, deal.spaceId, answer.memberRole);
  return access.ok ? ok({ deal, access: access.value, read: answer }) : err(DEAL_NOT_FOUND);
}
