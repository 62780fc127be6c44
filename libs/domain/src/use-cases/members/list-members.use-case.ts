import { reachSpace } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import type { SpaceMember } from '../../space/space-member';
import type { PageQuery } from '../../shared/page-query';
import type { MembershipRepository } from '../../space/space.repository';
import { keysetPage, type KeysetPage } from '../keyset-page';

/** GET /v1/spaces/{space}/members: every member of the space, and the space's own key, may read it. */
export async function listMembers(
  deps: { readonly memberships: Pick<MembershipRepository, 'roleOf' | 'listForSpace'> },
  actor: Actor,
  spaceId: string,
  page: PageQuery,
): Promise<Result<KeysetPage<SpaceMember>, DomainError>> {
  const access = await reachSpace(deps, actor, spaceId);
  if (!access.ok) return access;
  const found = await deps.memberships.listForSpace(spaceId, {
    limit: page.limit + 1,
    afterId: page.afterId,
  });
  return ok(keysetPage(found, page.limit, (member) => member.userId));
}
