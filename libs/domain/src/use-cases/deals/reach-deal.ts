import { reachSpace, type SpaceAccess } from '../../access/space-access';
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
