import type { Actor } from '../../credentials/actor';
import type { SpaceRole } from '../../credentials/space-role';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { checkMembershipChange } from '../../space/membership.policy';
import type { SpaceMember } from '../../space/space-member';
import type { MemberUnitOfWork } from './member-repositories';
import { reachMembershipCaller } from './reach-membership';

export interface AddMemberInput {
  readonly email: string;
  readonly role: SpaceRole;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ALREADY_MEMBER: DomainError = { kind: 'Conflict', message: 'user is already a member of the space' };

/**
 * POST /v1/spaces/{space}/members: an owner or admin adds an existing user, found by email (case
 * and surrounding spaces ignored). There are no invitations: an unknown email is NotFound `user`.
 */
export async function addMember(
  deps: { readonly uow: MemberUnitOfWork; readonly clock: Clock },
  actor: Actor,
  spaceId: string,
  input: AddMemberInput,
): Promise<Result<SpaceMember, DomainError>> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) {
    return err({ kind: 'Validation', issues: [{ path: ['email'], message: 'must be an email address' }] });
  }
  return deps.uow.transaction(async (repos) => {
    const caller = await reachMembershipCaller(repos, actor, spaceId);
    if (!caller.ok) return caller;
    const { role: actorRole, owners } = caller.value;
    const allowed = checkMembershipChange({
      actorRole,
      self: false,
      currentRole: null,
      newRole: input.role,
      owners,
    });
    if (!allowed.ok) return allowed;
    const user = await repos.users.findByEmail(email);
    if (user === null) return err({ kind: 'NotFound', resource: 'user' });
    if ((await repos.memberships.roleOf(spaceId, user.id)) !== null) return err(ALREADY_MEMBER);
    const joinedAt = deps.clock.now();
    await repos.memberships.add({ spaceId, userId: user.id, role: input.role, createdAt: joinedAt });
    return ok({ userId: user.id, email: user.email, name: user.name, role: input.role, joinedAt });
  });
}
