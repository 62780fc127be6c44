import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { checkInviterAuthority } from '../../space/invitation.policy';
import type { ReachableSpace } from '../../space/space';
import type { InvitationDeps } from './invitation-repositories';
import { findOwnOpenInvitation, INVITATION_NOT_FOUND, inviteeOf } from './invitee';

/**
 * POST /v1/invitations/{id}/accept: the invitee joins the space with the invited role, and the
 * invitation is used up. Under the space's membership lock, re-read, so of two accepts at once one
 * joins and the other finds nothing (404). The inviter's authority is checked again, as it stands
 * now: one who left, was deleted or can no longer grant the role voids the offer (409), and the
 * invitation stays for the invitee to decline or a manager to withdraw or renew. Someone who is a
 * member already keeps their role: the accept succeeds and changes nothing but removing the
 * invitation.
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  actor: Actor,
  id: string,
): Promise<Result<ReachableSpace, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const now = deps.clock.now();
    const first = await findOwnOpenInvitation(repos.invitations, actor, id, now);
    if (!first.ok) return first;
    const { spaceId } = first.value.invitation;
    if (!(await repos.memberships.lockSpace(spaceId))) return err(INVITATION_NOT_FOUND);
    const found = await findOwnOpenInvitation(repos.invitations, actor, id, now);
    if (!found.ok) return found;
    const { invitation, userId } = found.value;
    const inviterRole =
      invitation.invitedBy === null ? null : await repos.memberships.roleOf(spaceId, invitation.invitedBy);
    const authority = checkInviterAuthority(inviterRole, invitation.role);
    if (!authority.ok) return authority;
    let role = await repos.memberships.roleOf(spaceId, userId);
    if (role === null) {
      role = invitation.role;
      await repos.memberships.add({ spaceId, userId, role, createdAt: now });
    }
    await repos.invitations.delete(invitation.id);
    const space = await repos.spaces.findById(spaceId);
    return space ? ok({ space, role, isMember: true }) : err(INVITATION_NOT_FOUND);
  });
}

/** How an invitee declines: `block` also refuses any further invitation from the space. */
export interface DeclineInput {
  readonly block: boolean;
}

/**
 * POST /v1/invitations/{id}/decline: the invitee says no; the invitation is gone. With `block`,
 * the space may not invite their email again until they remove the block.
 */
export async function declineInvitation(
  deps: InvitationDeps,
  actor: Actor,
  id: string,
  input: DeclineInput = { block: false },
): Promise<Result<void, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const now = deps.clock.now();
    const found = await findOwnOpenInvitation(repos.invitations, actor, id, now);
    if (!found.ok) return found;
    const { invitation } = found.value;
    await repos.invitations.delete(invitation.id);
    if (input.block) {
      await repos.invitationBlocks.add({
        spaceId: invitation.spaceId,
        email: invitation.email,
        createdAt: now,
      });
    }
    return ok(undefined);
  });
}

/**
 * POST /v1/invitations/decline-all: the invitee declines every invitation still open to their
 * email at once (with `block`, blocks each of those spaces too) and learns how many there were.
 * Expired ones are left to their managers and the retention prune, as elsewhere.
 */
export async function declineAllInvitations(
  deps: InvitationDeps,
  actor: Actor,
  input: DeclineInput,
): Promise<Result<{ declined: number }, DomainError>> {
  const invitee = inviteeOf(actor);
  if (!invitee.ok) return invitee;
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  return deps.uow.transaction(async (repos) => {
    const now = deps.clock.now();
    const declined = await repos.invitations.deleteOpenForEmail(invitee.value.email, now);
    if (input.block) {
      for (const invitation of declined) {
        await repos.invitationBlocks.add({
          spaceId: invitation.spaceId,
          email: invitation.email,
          createdAt: now,
        });
      }
    }
    return ok({ declined: declined.length });
  });
}
