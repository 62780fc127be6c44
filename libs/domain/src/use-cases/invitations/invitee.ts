import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { isInvitationOpen, type InvitationRepository, type InvitationView } from '../../space/invitation';

export const INVITATION_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'invitation' };

/** The signed-in person an invitation may be addressed to; a space key is nobody (404). */
export function inviteeOf(actor: Actor): Result<{ userId: string; email: string }, DomainError> {
  return actor.kind === 'user'
    ? ok({ userId: actor.userId, email: actor.email.trim().toLowerCase() })
    : err(INVITATION_NOT_FOUND);
}

/**
 * An open invitation addressed to the caller, for accepting or declining. Anyone else's, an
 * expired one and an unknown id are the same `404 invitation not found`, so the answer tells
 * nobody which invitations exist.
 */
export async function findOwnOpenInvitation(
  invitations: Pick<InvitationRepository, 'findById'>,
  actor: Actor,
  id: string,
  now: number,
): Promise<Result<{ invitation: InvitationView; userId: string }, DomainError>> {
  const invitee = inviteeOf(actor);
  if (!invitee.ok) return invitee;
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  const invitation = await invitations.findById(id);
  if (invitation === null || invitation.email !== invitee.value.email || !isInvitationOpen(invitation, now)) {
    return err(INVITATION_NOT_FOUND);
  }
  return ok({ invitation, userId: invitee.value.userId });
}
