import type { SignUpMode } from '../../identity/pending-sign-up';
import type { SsoIdentity } from '../../identity/sso-identity';
import type { User, UserRepository } from '../../identity/user';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import type { Clock } from '../../shared/clock';
import { err, ok, type Result } from '../../shared/result';
import type { ReachableSpace } from '../../space/space';
import {
  ACCOUNT_EXISTS,
  createAccountFromInvitation,
  openInvitationLink,
  type JoinByLinkDeps,
} from '../invitations/invitation-link.use-cases';

/** Why single sign-on signs nobody in, though the provider vouched for the email. */
export type SsoRefusal =
  /** No account has the email, and `SIGN_UP` (invite or off) creates none without an invitation. */
  | { readonly kind: 'SsoRefused'; readonly reason: 'no-account' }
  /** The invitation carried through the provider is for another email than the one it vouched for. */
  | { readonly kind: 'SsoRefused'; readonly reason: 'other-email'; readonly invited: string }
  /** `SIGN_UP=off`: an invitation is accepted only by an existing account. */
  | { readonly kind: 'SsoRefused'; readonly reason: 'sign-up-off' };

/** What signing in through a provider without an invitation needs. */
export interface SsoSignInDeps {
  readonly uow: { transaction<T>(work: (repositories: { users: UserRepository }) => Promise<T>): Promise<T> };
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** `SIGN_UP`: `open` creates the account of a vouched-for email that has none. */
  readonly signUp: SignUpMode;
}

/**
 * "Sign in with …" (docs/accounts.md "Single sign-on"): the account of the email the provider
 * vouched for (`email_verified: true`). With none: `SIGN_UP=open` creates it (verified: the
 * provider did what open sign-up's emailed link does), with the provider's name and no password;
 * `invite` and `off` refuse, and nothing is written.
 */
export async function signInWithSso(
  deps: SsoSignInDeps,
  identity: SsoIdentity,
): Promise<Result<{ user: User; created: boolean }, SsoRefusal>> {
  return deps.uow.transaction(async ({ users }) => {
    const existing = await users.findByEmail(identity.email);
    if (existing !== null) return ok({ user: existing, created: false });
    if (deps.signUp !== 'open') return err({ kind: 'SsoRefused', reason: 'no-account' } as const);
    const user: User = {
      id: deps.ids.next('usr'),
      email: identity.email,
      name: identity.name,
      createdAt: deps.clock.now(),
    };
    if (await users.insert(user)) return ok({ user, created: true });
    // Created meanwhile by a sign-in of the same email in another tab: it signs in now.
    const created = await users.findByEmail(identity.email);
    return created === null
      ? err({ kind: 'SsoRefused', reason: 'no-account' } as const)
      : ok({ user: created, created: false });
  });
}

/** How an invitation link came back through the provider: its account exists, or was just made. */
export type SsoJoin =
  /** The account exists: the caller signs it in and accepts as for a signed-in invitee. */
  | { readonly kind: 'existing'; readonly user: User }
  /** Created with the invited email (verified twice: link and provider), a member already. */
  | { readonly kind: 'created'; readonly user: User; readonly space: ReachableSpace };

/**
 * An invitation link carried through the provider: it is checked again (a link used, replaced or
 * withdrawn meanwhile is 404), and the email the provider vouched for must be the invited one. An
 * invited email without an account gets it (unless `SIGN_UP=off`), with the provider's name and no
 * password, joined to the space in one transaction, as the link's sign-up form does.
 */
export async function joinWithSso(
  deps: JoinByLinkDeps & { readonly signUp: SignUpMode },
  id: string,
  token: string,
  identity: SsoIdentity,
): Promise<Result<SsoJoin, SsoRefusal | DomainError>> {
  const opened = await openInvitationLink(deps, id, token);
  if (!opened.ok) return opened;
  const { invitation } = opened.value;
  if (invitation.email !== identity.email) {
    return err({ kind: 'SsoRefused', reason: 'other-email', invited: invitation.email });
  }
  const existing = await deps.uow.transaction(({ users }) => users.findByEmail(identity.email));
  if (existing !== null) return ok({ kind: 'existing', user: existing });
  if (deps.signUp === 'off') return err({ kind: 'SsoRefused', reason: 'sign-up-off' });
  const created = await createAccountFromInvitation(deps, invitation.spaceId, id, token, {
    name: identity.name,
    passwordHash: null,
  });
  if (!created.ok) {
    // Created meanwhile by another tab: it is an existing account now.
    if (created.error === ACCOUNT_EXISTS) {
      const user = await deps.uow.transaction(({ users }) => users.findByEmail(identity.email));
      if (user !== null) return ok({ kind: 'existing', user });
    }
    return created;
  }
  return ok({ kind: 'created', ...created.value });
}
