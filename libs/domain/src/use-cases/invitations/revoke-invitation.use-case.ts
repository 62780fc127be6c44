import { reachSpaceAsManager } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { checkOfferChange } from '../../space/invitation.policy';
import type { InvitationUnitOfWork } from './invitation-repositories';
import { INVITATION_NOT_FOUND } from './invitee';

/**
 * DELETE /v1/spaces/{space}/invitations/{id}: owners and admins withdraw a pending (or expired)
 * invitation; only an owner withdraws an offer of the owner role, as only an owner makes one.
 */
export async function revokeInvitation(
  deps: { readonly uow: InvitationUnitOfWork },
  actor: Actor,
  spaceId: string,
  id: string,
): Promise<Result<void, DomainError>> {
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  return deps.uow.transaction(async (repos) => {
    const access = await reachSpaceAsManager(repos, actor, spaceId, 'invitation');
    if (!access.ok) return access;
    const invitation = await repos.invitations.findById(id);
    if (invitation === null || invitation.spaceId !== spaceId) return err(INVITATION_NOT_FOUND);
    const offer = checkOfferChange(access.value.role, invitation.role);
    if (!offer.ok) return offer;
    await repos.invitations.delete(id);
    return ok(undefined);
  });
}
