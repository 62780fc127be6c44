import { reachSpaceAsManager, type SpaceAccessDeps } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { CredentialRepository, SpaceKey } from '../../credentials/credential';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import type { PageQuery } from '../../shared/page-query';
import { keysetPage, type KeysetPage } from '../keyset-page';
import { API_KEY } from './space-key-access';

/** GET /v1/spaces/{space}/api-keys: owners and admins see every key of the space, oldest first. */
export async function listSpaceKeys(
  deps: SpaceAccessDeps & { readonly credentials: Pick<CredentialRepository, 'listForSpace'> },
  actor: Actor,
  spaceId: string,
  page: PageQuery,
): Promise<Result<KeysetPage<SpaceKey>, DomainError>> {
  const access = await reachSpaceAsManager(deps, actor, spaceId, API_KEY);
  if (!access.ok) return access;
  const found = await deps.credentials.listForSpace(spaceId, {
    limit: page.limit + 1,
    afterId: page.afterId,
  });
  return ok(keysetPage(found, page.limit, (key) => key.id));
}
