import { canManageSpace, type SpaceRole } from '../credentials/space-role';
import type { DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';

/** One change to one membership, as the rules need to see it. */
export interface MembershipChange {
  /** The calling member's role. */
  readonly actorRole: SpaceRole;
  /** Whether the caller changes their own membership. */
  readonly self: boolean;
  /** The target's role now; null when the target is being added. */
  readonly currentRole: SpaceRole | null;
  /** The target's role afterwards; null when the target is being removed. */
  readonly newRole: SpaceRole | null;
  /** How many owners the space has now. */
  readonly owners: number;
}

export const MEMBER_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'member' };
export const OWNER_ROLE_RESERVED: DomainError = {
  kind: 'Conflict',
  message: 'only an owner may grant, change or remove the owner role',
};
export const LAST_OWNER: DomainError = {
  kind: 'Conflict',
  message: 'the last owner of a space cannot be removed or demoted',
};

/**
 * Who may change a membership (docs/credentials-and-members.md):
 * 1. owners and admins manage members; a plain member may only leave (remove themself), and sees
 *    no more of the management surface than a stranger does (NotFound);
 * 2. only an owner may grant the owner role or change or remove an owner's membership;
 * 3. the last owner can never be removed or demoted, not even by themself, so a space always has
 *    someone who can manage it.
 */
export function checkMembershipChange(change: MembershipChange): Result<void, DomainError> {
  const leaving = change.self && change.newRole === null;
  if (!canManageSpace(change.actorRole) && !leaving) return err(MEMBER_NOT_FOUND);
  const touchesOwner = change.currentRole === 'owner' || change.newRole === 'owner';
  if (touchesOwner && change.actorRole !== 'owner') return err(OWNER_ROLE_RESERVED);
  const losesOwner = change.currentRole === 'owner' && change.newRole !== 'owner';
  if (losesOwner && change.owners <= 1) return err(LAST_OWNER);
  return ok(undefined);
}

/**
 * Who may grant a role (rules 1 and 2): an owner any role, an admin the admin and member roles,
 * anyone else (a plain member, a non-member: null) none. Inviting, re-inviting and withdrawing an
 * offer check the caller with it; accepting checks the inviter with it again, as they stand now.
 */
export function canGrantRole(granterRole: SpaceRole | null, role: SpaceRole): boolean {
  if (granterRole === null || !canManageSpace(granterRole)) return false;
  return role !== 'owner' || granterRole === 'owner';
}
