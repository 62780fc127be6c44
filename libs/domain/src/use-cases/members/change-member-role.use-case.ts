import type { Actor } from '../../credentials/actor';
import type { SpaceRole } from '../../credentials/space-role';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { checkMembershipChange, MEMBER_NOT_FOUND } from '../../space/membership.policy';
import type { SpaceMember } from '../../space/space-member';
import type { MemberUnitOfWork } from './member-repositories';
import { reachMembershipCaller } from './reach-membership';

/**
 * PATCH /v1/spaces/{space}/members/{user_id}: sets a member's role under the membership rules
 * (space/membership.policy.ts). Setting the role a member already has changes nothing.
 */
export async function changeMemberRole(
  deps: { readonly uow: MemberUnitOfWork },
  actor: Actor,
  spaceId: string,
  userId: string,
  role: SpaceRole,
): Promise<Result<SpaceMember, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const caller = await reachMembershipCaller(repos, actor, spaceId);
    if (!caller.ok) return caller;
    const member = await repos.memberships.findMember(spaceId, userId);
    if (member === null) return err(MEMBER_NOT_FOUND);
    const allowed = checkMembershipChange({
      actorRole: caller.value.role,
      self: caller.value.userId === userId,
      currentRole: member.role,
      newRole: role,
      owners: caller.value.owners,
    });
    if (!allowed.ok) return allowed;
    if (member.role !== role) await repos.memberships.setRole(spaceId, userId, role);
    return ok({ ...member, role });
  });
}
