import { reachSpace } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import type { DealStatus } from '../../deal/deal-status';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { keysetPage, type KeysetPage } from '../keyset-page';

export interface ListDealsQuery {
  /** Null: the space key's own space (a personal token must name one). */
  readonly spaceId: string | null;
  readonly status: DealStatus | null;
  /** GET /v1/deals?external_id=: the deal an external system knows by this key. */
  readonly externalId?: string | null;
  readonly limit: number;
  readonly afterId: string | null;
}

export type DealPage = KeysetPage<Deal>;

/** GET /v1/deals (CONTRACT §2): one keyset page of a reachable space's deals, in id order. */
export async function listDeals(
  repos: Pick<Repositories, 'deals' | 'memberships'>,
  actor: Actor,
  query: ListDealsQuery,
): Promise<Result<DealPage, DomainError>> {
  const spaceId = query.spaceId ?? (actor.kind === 'space_key' ? actor.spaceId : null);
  if (spaceId === null) {
    return err({
      kind: 'Validation',
      issues: [{ path: ['space'], message: 'is required with a personal token' }],
    });
  }
  const access = await reachSpace(repos, actor, spaceId);
  if (!access.ok) return access;
  const found = await repos.deals.list({ ...query, spaceId, limit: query.limit + 1 });
  return ok(keysetPage(found, query.limit, (deal) => deal.id));
}
