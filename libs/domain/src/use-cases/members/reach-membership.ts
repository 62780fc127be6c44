import { reachSpace } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { SpaceRole } from '../../credentials/space-role';
import { MEMBER_NOT_FOUND } from '../../space/membership.policy';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { MemberRepositories } from './member-repositories';

/** The calling user and their role, in a space whose membership changes are now serialised. */
export interface MembershipCaller {
  readonly userId: string;
  readonly role: SpaceRole;
  /** How many owners the space has, read under the lock. */
  readonly owners: number;
}

/**
 * Opens a membership change: locks the space (so concurrent changes queue and the owner count
 * stays true), then reaches it. A space key is no member and manages nothing: NotFound.
 */
export async function reachMembershipCaller(
  repos: MemberRepositories,
  actor: Actor,
  spaceId: string,
): Promise<Result<MembershipCaller, DomainError>> {
  if (!(await repos.memberships.lockSpace(spaceId))) return err({ kind: 'NotFound', resource: 'space' });
  const access = await reachSpace(repos, actor, spaceId);
  if (!access.ok) return access;
  if (actor.kind !== 'user' || access.value.role === null) return err(MEMBER_NOT_FOUND);
  const owners = await repos.memberships.countOwners(spaceId);
  return ok({ userId: actor.userId, role: access.value.role, owners });
}
