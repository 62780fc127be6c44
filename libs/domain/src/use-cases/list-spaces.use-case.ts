import type { Actor } from '../credentials/actor';
import type { DomainError } from '../shared/domain-error';
import { ok, type Result } from '../shared/result';
import type { ReachableSpace } from '../space/space';
import type { PageQuery } from '../shared/page-query';
import type { SpaceRepository } from '../space/space.repository';
import { keysetPage, type KeysetPage } from './keyset-page';

export interface ListSpacesDeps {
  readonly spaces: SpaceRepository;
}

export type SpacePage = KeysetPage<ReachableSpace>;

/**
 * The spaces a credential reaches, one keyset page in id order (SPEC §4.1, CONTRACT §2). A personal
 * token sees the spaces its user is a member of now; a space key sees exactly its own space, with
 * no role and `isMember: false` (a key is not a member of anything).
 */
export async function listSpaces(
  deps: ListSpacesDeps,
  actor: Actor,
  page: PageQuery,
): Promise<Result<SpacePage, DomainError>> {
  if (actor.kind === 'space_key') {
    const space = page.afterId === null ? await deps.spaces.findById(actor.spaceId) : null;
    return ok({ items: space ? [{ space, role: null, isMember: false }] : [], nextAfterId: null });
  }
  const found = await deps.spaces.listForUser(actor.userId, { limit: page.limit + 1, afterId: page.afterId });
  return ok(keysetPage(found, page.limit, (item) => item.space.id));
}
