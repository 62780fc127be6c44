import type { Actor } from '../../credentials/actor';
import type { SecretHasher } from '../../credentials/secret-hasher.port';
import type { PasswordHasher } from '../../identity/password-hasher.port';
import type { SignUpRequest } from '../../identity/requests/sign-up.request';
import type { User } from '../../identity/user';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import { err, ok, type Result } from '../../shared/result';
import { isInvitationOpen, type InvitationRepository, type InvitationView } from '../../space/invitation';
import { isInvitationLinkToken } from '../../space/invitation-link';
import { checkInviterAuthority } from '../../space/invitation.policy';
import type { ReachableSpace } from '../../space/space';
import type { SecretComparer } from '../webhook-in/secret-comparer.port';
import { acceptInvitation } from './answer-invitation.use-cases';
import type { InvitationDeps } from './invitation-repositories';
import { INVITATION_NOT_FOUND } from './invitee';

/** Checking an invitation link: the token's hash, compared in constant time with the stored one. */
export interface InvitationLinkCheck {
  readonly hasher: SecretHasher;
  readonly comparer: SecretComparer;
}

/** What opening a link needs: reading, checking, and for a new account, ids and the password hasher. */
export interface JoinByLinkDeps extends InvitationDeps {
  readonly check: InvitationLinkCheck;
  readonly ids: IdGenerator;
  readonly passwords: PasswordHasher;
}

/** The person a link's page is for: whether their email has an account decides what it offers. */
export interface OpenedInvitationLink {
  readonly invitation: InvitationView;
  readonly hasAccount: boolean;
}

/**
 * The open invitation a link names, when its token is the invitation's current one: a malformed
 * token, an unknown, expired or used-up invitation and a wrong or replaced token are all null, and
 * the comparison takes the same time wherever the token differs.
 */
async function invitationOfLink(
  invitations: Pick<InvitationRepository, 'findById' | 'linkTokenHashOf'>,
  check: InvitationLinkCheck,
  id: string,
  token: string,
  now: number,
): Promise<InvitationView | null> {
  if (!isInvitationLinkToken(token)) return null;
  const invitation = await invitations.findById(id);
  if (invitation === null || !isInvitationOpen(invitation, now)) return null;
  const stored = await invitations.linkTokenHashOf(id);
  if (stored === null) return null;
  return check.comparer.same(check.hasher.sha256Hex(token), stored) ? invitation : null;
}

/** GET /join/{id}/{token}: the invitation a link opens, and whether its email has an account (404 if none). */
export async function openInvitationLink(
  deps: JoinByLinkDeps,
  id: string,
  token: string,
): Promise<Result<OpenedInvitationLink, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const invitation = await invitationOfLink(repos.invitations, deps.check, id, token, deps.clock.now());
    if (invitation === null) return err(INVITATION_NOT_FOUND);
    return ok({ invitation, hasAccount: (await repos.users.findByEmail(invitation.email)) !== null });
  });
}

export const ACCOUNT_EXISTS: DomainError = {
  kind: 'Conflict',
  message: 'an account with this email exists: sign in to accept the invitation',
};

/**
 * POST /join/{id}/{token} by a person without an account (docs/accounts.md): the account is created
 * with the invited email (verified: the link came to it), the chosen name and password, joins the
 * space with the invited role, and the invitation (with its link) is used up, all in one
 * transaction under the space's membership lock, as an accept. The link is checked before the
 * password is hashed, so a bad link costs no hashing. An email that has an account meanwhile is
 * ACCOUNT_EXISTS (sign in and accept); an inviter who can no longer grant the role voids it (409).
 */
export async function signUpFromInvitation(
  deps: JoinByLinkDeps,
  id: string,
  token: string,
  request: SignUpRequest,
): Promise<Result<{ user: User; space: ReachableSpace }, DomainError>> {
  const opened = await openInvitationLink(deps, id, token);
  if (!opened.ok) return opened;
  if (opened.value.hasAccount) return err(ACCOUNT_EXISTS);
  const passwordHash = await deps.passwords.hash(request.password);
  return createAccountFromInvitation(deps, opened.value.invitation.spaceId, id, token, {
    name: request.name,
    passwordHash,
  });
}

/**
 * The account of an invitation's email, created with `name` (and `passwordHash`, or none for one
 * who signs in through single sign-on), joined to the space with the invited role, and the
 * invitation used up: one transaction under the space's membership lock, as an accept. The link is
 * checked again inside it; an email with an account meanwhile is ACCOUNT_EXISTS; an inviter who can
 * no longer grant the role voids it (409).
 */
export async function createAccountFromInvitation(
  deps: Pick<JoinByLinkDeps, 'uow' | 'clock' | 'check' | 'ids'>,
  spaceId: string,
  id: string,
  token: string,
  account: { readonly name: string; readonly passwordHash: string | null },
): Promise<Result<{ user: User; space: ReachableSpace }, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    if (!(await repos.memberships.lockSpace(spaceId))) return err(INVITATION_NOT_FOUND);
    const now = deps.clock.now();
    const invitation = await invitationOfLink(repos.invitations, deps.check, id, token, now);
    if (invitation === null) return err(INVITATION_NOT_FOUND);
    if ((await repos.users.findByEmail(invitation.email)) !== null) return err(ACCOUNT_EXISTS);
    const inviterRole =
      invitation.invitedBy === null
        ? null
        : await repos.memberships.roleOf(invitation.spaceId, invitation.invitedBy);
    const authority = checkInviterAuthority(inviterRole, invitation.role);
    if (!authority.ok) return authority;
    const user: User = {
      id: deps.ids.next('usr'),
      email: invitation.email,
      name: account.name,
      createdAt: now,
    };
    if (!(await repos.users.insert(user))) return err(ACCOUNT_EXISTS);
    if (account.passwordHash !== null) await repos.users.setPasswordHash(user.id, account.passwordHash);
    await repos.memberships.add({
      spaceId: invitation.spaceId,
      userId: user.id,
      role: invitation.role,
      createdAt: now,
    });
    await repos.invitations.delete(invitation.id);
    const space = await repos.spaces.findById(invitation.spaceId);
    if (!space) return err(INVITATION_NOT_FOUND);
    return ok({ user, space: { space, role: invitation.role, isMember: true } });
  });
}

/**
 * POST /join/{id}/{token}/accept by the signed-in invitee: the link is checked, then the accept of
 * POST /v1/invitations/{id}/accept runs as it does there (same lock, same rules; someone else's
 * invitation is 404).
 */
export async function acceptInvitationByLink(
  deps: JoinByLinkDeps,
  actor: Actor,
  id: string,
  token: string,
): Promise<Result<ReachableSpace, DomainError>> {
  const opened = await openInvitationLink(deps, id, token);
  if (!opened.ok) return opened;
  return acceptInvitation(deps, actor, id);
}
