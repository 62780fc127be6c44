import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';

export const EXTERNAL_ID_TAKEN: DomainError = {
  kind: 'Conflict',
  message: 'external_id is already used by another deal of this space',
};

/**
 * `(space, external_id)` is unique (it is how an audit system names a deal, SPEC §4.5): giving a
 * deal one that another deal of the space holds is the caller's conflict (409), not a 500. The
 * database's unique index backs this check up when two requests race past it (`DomainFailure`).
 */
export async function checkExternalIdFree(
  repos: Repositories,
  spaceId: string,
  externalId: string | null | undefined,
  dealId: string,
): Promise<Result<void, DomainError>> {
  if (typeof externalId !== 'string') return ok(undefined);
  const holder = await repos.deals.findByExternalId(spaceId, externalId);
  return holder !== null && holder.id !== dealId ? err(EXTERNAL_ID_TAKEN) : ok(undefined);
}
