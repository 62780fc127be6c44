import type { SpaceRole } from '../credentials/space-role';
import type { DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import { canGrantRole, OWNER_ROLE_RESERVED } from './membership.policy';

export const INVITER_CANNOT_GRANT: DomainError = {
  kind: 'Conflict',
  message: 'the person who invited you can no longer grant this role',
};

/**
 * Making, refreshing or withdrawing an offer of `role` (docs/credentials-and-members.md
 * "Invitations"): the manager who does it must be able to grant that role. Re-inviting an email
 * rewrites its pending offer, so it is checked for the pending role too, exactly as withdrawing.
 * Only the owner role is out of a manager's reach: refused as the membership rules refuse it.
 */
export function checkOfferChange(managerRole: SpaceRole | null, role: SpaceRole): Result<void, DomainError> {
  return canGrantRole(managerRole, role) ? ok(undefined) : err(OWNER_ROLE_RESERVED);
}

/**
 * Accepting an offer: an invitation carries its inviter's authority only while they still have it.
 * `inviterRole` is the inviter's role in the space now: null when they left it or were deleted.
 * An inviter demoted below the role they offered, or gone, makes the offer void (409); the
 * invitation stays, for the invitee to decline or a manager to withdraw or renew.
 */
export function checkInviterAuthority(
  inviterRole: SpaceRole | null,
  role: SpaceRole,
): Result<void, DomainError> {
  return canGrantRole(inviterRole, role) ? ok(undefined) : err(INVITER_CANNOT_GRANT);
}
