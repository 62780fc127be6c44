import type { Actor } from '../../credentials/actor';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { checkMembershipChange, MEMBER_NOT_FOUND } from '../../space/membership.policy';
import type { MemberUnitOfWork } from './member-repositories';
import { reachMembershipCaller } from './reach-membership';

/**
 * DELETE /v1/spaces/{space}/members/{user_id}: an owner or admin removes a member, or a member
 * leaves. The user's personal tokens stop reaching the space at once (access is looked up per
 * request); the space keys they created keep working (a key acts as the space, not its creator).
 */
export async function removeMember(
  deps: { readonly uow: MemberUnitOfWork },
  actor: Actor,
  spaceId: string,
  userId: string,
): Promise<Result<void, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const caller = await reachMembershipCaller(repos, actor, spaceId);
    if (!caller.ok) return caller;
    const currentRole = await repos.memberships.roleOf(spaceId, userId);
    if (currentRole === null) return err(MEMBER_NOT_FOUND);
    const allowed = checkMembershipChange({
      actorRole: caller.value.role,
      self: caller.value.userId === userId,
      currentRole,
      newRole: null,
      owners: caller.value.owners,
    });
    if (!allowed.ok) return allowed;
    await repos.memberships.remove(spaceId, userId);
    return ok(undefined);
  });
}
