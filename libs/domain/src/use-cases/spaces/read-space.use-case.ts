import { reachSpace } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { ReachableSpace } from '../../space/space';

export interface ReadSpaceDeps {
  readonly repos: Pick<Repositories, 'spaces' | 'memberships'>;
}

/**
 * One space as the caller sees it: a member with their role, a space key its own space (no role).
 * Anyone else gets `404 space not found`, whether or not the space exists.
 */
export async function readSpace(
  deps: ReadSpaceDeps,
  actor: Actor,
  spaceId: string,
): Promise<Result<ReachableSpace, DomainError>> {
  const access = await reachSpace(deps.repos, actor, spaceId);
  if (!access.ok) return access;
  const space = await deps.repos.spaces.findById(spaceId);
  if (space === null) return err({ kind: 'NotFound', resource: 'space' });
  return ok({ space, role: access.value.role, isMember: access.value.role !== null });
}
