import { reachSpaceAsManager } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { SpaceRole } from '../../credentials/space-role';
import type { DomainError } from '../../shared/domain-error';
import { isEmailAddress } from '../../identity/email-address';
import { err, ok, type Result } from '../../shared/result';
import { INVITATION_LIFETIME_MS, type Invitation, type InvitationView } from '../../space/invitation';
import { checkOfferChange } from '../../space/invitation.policy';
import { invitationEmail } from '../../space/invitation.email';
import { issueInvitationLink } from '../../space/invitation-link';
import { INVITATION_LIMIT_WINDOW_MS, invitationLimitReached } from '../../space/space-limits';
import type { InviteDeps } from './invitation-repositories';

export interface InviteInput {
  readonly email: string;
  readonly role: SpaceRole;
}

export const ALREADY_MEMBER: DomainError = {
  kind: 'Conflict',
  message: 'user is already a member of the space',
};

/**
 * The invitee blocked this space. Worded about the address the caller typed and this space only:
 * it says neither whether the address has an account nor anything about other spaces.
 */
export const INVITATIONS_BLOCKED: DomainError = {
  kind: 'Conflict',
  message: 'this email does not accept invitations from this space',
};

/**
 * POST /v1/spaces/{space}/invitations (and /members): an owner or admin invites an email with a
 * role; only an owner offers the owner role (the membership rules), and only an owner refreshes a
 * pending offer of it (as only an owner withdraws one). Nobody is added without their
 * consent: the invitee accepts after signing in. The answer is the same whether or not anyone has
 * registered the email, so it is no way to find out who has an account. Inviting an email again
 * refreshes its pending invitation (same id; new role, inviter and 7-day expiry). A current member
 * is 409, which tells the caller nothing new: owners and admins can list the members anyway.
 * An email that blocked the space is 409 (INVITATIONS_BLOCKED). A space sends at most
 * `limits.invitationsPerSpacePerDay` invitations (refreshes included) in any 24 hours: counted
 * under the space's lock, so racing invitations cannot pass the limit together. Each send (and
 * refresh) emails the invitee a new single-use link in the same transaction (docs/accounts.md);
 * only the link token's hash is kept, and a refresh's new link replaces the old one.
 */
export async function inviteToSpace(
  deps: InviteDeps,
  actor: Actor,
  spaceId: string,
  input: InviteInput,
): Promise<Result<InvitationView, DomainError>> {
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  const email = input.email.trim().toLowerCase();
  if (!isEmailAddress(email)) {
    return err({ kind: 'Validation', issues: [{ path: ['email'], message: 'must be an email address' }] });
  }
  return deps.uow.transaction(async (repos) => {
    // The membership lock: an invitation and an accept of the same space never interleave.
    if (!(await repos.memberships.lockSpace(spaceId))) return err({ kind: 'NotFound', resource: 'space' });
    const access = await reachSpaceAsManager(repos, actor, spaceId, 'invitation');
    if (!access.ok) return access;
    const offer = checkOfferChange(access.value.role, input.role);
    if (!offer.ok) return offer;
    const user = await repos.users.findByEmail(email);
    if (user !== null && (await repos.memberships.roleOf(spaceId, user.id)) !== null) {
      return err(ALREADY_MEMBER);
    }
    const pending = await repos.invitations.findForEmail(spaceId, email);
    // A refresh rewrites the pending offer: as withdrawing it, only for someone who can grant its role.
    const rewrite = pending === null ? ok(undefined) : checkOfferChange(access.value.role, pending.role);
    if (!rewrite.ok) return rewrite;
    // Only a send the caller may make is weighed against the block and counted against the limit.
    if (await repos.invitationBlocks.isBlocked(spaceId, email)) return err(INVITATIONS_BLOCKED);
    const now = deps.clock.now();
    const max = deps.limits.invitationsPerSpacePerDay;
    const since = now - INVITATION_LIMIT_WINDOW_MS;
    if ((await repos.spaceQuotas.countInvitationsSentSince(spaceId, since)) >= max) {
      return err(invitationLimitReached(max));
    }
    await repos.spaceQuotas.recordInvitationSent(spaceId, now, since);
    const invitation: Invitation = {
      id: pending?.id ?? deps.ids.next('inv'),
      spaceId,
      email,
      role: input.role,
      invitedBy: actor.kind === 'user' ? actor.userId : null,
      createdAt: now,
      expiresAt: now + INVITATION_LIFETIME_MS,
    };
    await repos.invitations.save(invitation);
    const saved = await repos.invitations.findById(invitation.id);
    if (!saved) return err({ kind: 'NotFound', resource: 'invitation' });
    // The email goes out with the invitation or not at all: same transaction (the email outbox).
    const link = issueInvitationLink(deps.links, invitation.id);
    await repos.invitations.setLinkTokenHash(invitation.id, link.tokenHash);
    await repos.emails.enqueue({
      id: deps.ids.next('eml'),
      kind: 'invitation',
      message: invitationEmail(saved, link.url),
      createdAt: now,
    });
    return ok(saved);
  });
}
