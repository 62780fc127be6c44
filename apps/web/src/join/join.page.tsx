import type { InvitationView } from '@deal/domain';
import { CSRF_FIELD } from '../session/csrf';
import type { WebContext } from '../session/web-context';
import { NameField, NewPasswordField } from '../views/account-fields';
import { Notice, PostForm } from '../views/forms';
import { Layout } from '../views/layout';
import { SsoLink } from '../sso/sso.page';

/** What an invitation link's page offers, by who opens it (docs/accounts.md). */
export type JoinState =
  /** Nobody signed in, no account for the email: choose a name and password (SIGN_UP=invite). */
  | {
      readonly kind: 'sign-up';
      readonly csrf: string;
      readonly name: string;
      readonly errors: Readonly<Record<string, string>>;
    }
  /** Nobody signed in, and the email has an account: sign in, then accept here. */
  | { readonly kind: 'sign-in' }
  /** Nobody signed in, no account, and SIGN_UP=off: only an existing account can accept. */
  | { readonly kind: 'no-sign-up' }
  /** The invitee is signed in: accept. */
  | { readonly kind: 'accept'; readonly web: WebContext; readonly failure?: string }
  /** Someone else is signed in. */
  | { readonly kind: 'other-person'; readonly web: WebContext };

export interface JoinPageProps {
  readonly invitation: InvitationView;
  /** This page's path (`/join/<id>/<token>`): the forms post to it, sign-in comes back to it. */
  readonly path: string;
  readonly state: JoinState;
  /** "Sign in with …" when single sign-on is configured: accepts through the provider. */
  readonly sso?: { readonly name: string } | null;
}

export function JoinPage({ invitation, path, state, sso }: JoinPageProps) {
  const web = state.kind === 'accept' || state.kind === 'other-person' ? state.web : null;
  const inviter = invitation.inviterName ?? 'Someone';
  return (
    <Layout title={`Join ${invitation.spaceName}`} web={web}>
      <div class="card narrow">
        <h1>Join {invitation.spaceName}</h1>
        <p>
          {inviter} invited <strong>{invitation.email}</strong> to the space{' '}
          <strong>{invitation.spaceName}</strong> as {invitation.role}.
        </p>
        {sso && (state.kind === 'sign-up' || state.kind === 'sign-in' || state.kind === 'no-sign-up') && (
          <SsoLink name={sso.name} href={`${path}/oidc`} />
        )}
        <JoinAction invitation={invitation} path={path} state={state} />
      </div>
    </Layout>
  );
}

function JoinAction({ invitation, path, state }: JoinPageProps) {
  switch (state.kind) {
    case 'sign-up':
      return (
        <form method="post" action={path}>
          <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
          <p>Create your account to accept. Your email is {invitation.email}.</p>
          <NameField value={state.name} error={state.errors['name']} autoFocus markInvalid />
          <NewPasswordField
            label="Password"
            hint="At least 8 characters."
            error={state.errors['password']}
            markInvalid
          />
          <button type="submit">Create account and join</button>
        </form>
      );
    case 'sign-in':
      return (
        <p>
          You have an account with this email.{' '}
          <a href={`/sign-in?next=${encodeURIComponent(path)}`}>Sign in to accept</a>.
        </p>
      );
    case 'no-sign-up':
      return (
        <Notice tone="info">
          This service does not create accounts from invitations. Ask{' '}
          {invitation.inviterName ?? 'the person who invited you'} or your administrator for an account with
          this email, then open the link again.
        </Notice>
      );
    case 'accept':
      return (
        <>
          {state.failure && <Notice tone="error">{state.failure}</Notice>}
          <PostForm web={state.web} action={`${path}/accept`}>
            <button type="submit">Accept and join</button>
          </PostForm>
        </>
      );
    case 'other-person':
      return (
        <Notice tone="info">
          You are signed in as {state.web.user.email}. This invitation is for {invitation.email}: sign out,
          then open the link again.
        </Notice>
      );
  }
}

/** A link that does not open an invitation (wrong, used, replaced, withdrawn or expired). */
export function JoinLinkInvalidPage({ web }: { web: WebContext | null }) {
  return (
    <Layout title="Invitation link not valid" web={web}>
      <div class="card narrow">
        <h1>This invitation link does not work</h1>
        <p>
          It was used already, replaced by a newer invitation, withdrawn, or it expired. Ask the person who
          invited you to invite you again.
        </p>
        <p>
          <a href={web ? '/' : '/sign-in'}>{web ? 'Back to your spaces' : 'Sign in'}</a>
        </p>
      </div>
    </Layout>
  );
}
