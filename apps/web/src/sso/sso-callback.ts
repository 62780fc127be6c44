import { timingSafeEqual } from 'node:crypto';
import {
  acceptInvitationByLink,
  invitationLinkPath,
  joinWithSso,
  signInWithSso,
  ssoIdentityOf,
  type SsoIdentity,
  type User,
} from '@deal/domain';
import { DomainErrorException, type HttpRequest, type JsonLogger } from '@deal/nest-kit';
import { JoinLinkInvalidPage } from '../join/join.page';
import { sessionClientOf } from '../session/session-client';
import {
  cookieChange,
  cookieOf,
  SESSION_COOKIE,
  SIGN_IN_CSRF_COOKIE,
  type CookieChange,
} from '../session/session-cookies';
import { page, redirect, type WebResult } from '../web-result';
import type { SessionPart, SsoPart } from '../web.parts';
import { SsoAnswerRefused, SsoProviderUnavailable } from './openid-connect.client';
import { refusedPage, type SsoRefusalKind } from './sso-refusals';
import { MAX_SSO_STATE_LENGTH, ssoCookieName, type SsoState } from './sso-state.cookie';

/**
 * One callback from the provider (docs/accounts.md "Single sign-on"), made for one request. The
 * sealed cookie named after the state the provider sends back must hold that state; it is cleared
 * whatever the outcome, so a callback is finished
 * once, and the provider takes each code once. Only an email the provider verified signs in; with
 * an invitation carried, it must be the invited email. A refusal writes nothing.
 */
export class SsoCallback {
  /** The cookie of the sign-in this callback finishes, named by its state (set once, in `finish`). */
  private stateCookie: string | null = null;

  constructor(
    private readonly session: SessionPart,
    private readonly sso: SsoPart,
    private readonly logger: JsonLogger,
  ) {}

  async finish(request: HttpRequest, url: URL): Promise<WebResult> {
    const returned = url.searchParams.get('state') ?? '';
    // This sign-in's own cookie, by the state the provider sent back; none for a state not ours.
    const cookieName =
      returned.length > 0 && returned.length <= MAX_SSO_STATE_LENGTH ? ssoCookieName(returned) : null;
    const sealed = cookieName === null ? undefined : cookieOf(request, cookieName);
    const state = this.sso.seal.open(sealed, this.sso.clock.now());
    const retry = state?.invitation
      ? invitationLinkPath(state.invitation.id, state.invitation.token)
      : '/sign-in';
    this.stateCookie = cookieName;
    const refuse = (refusal: SsoRefusalKind) => this.refuse(refusal, retry);
    // The name is a hash of the state: the state inside the sealed cookie is still compared.
    if (state === null || !sameText(returned, state.state)) return refuse({ kind: 'expired' });
    const wait = await this.session.signInLimiter.attempt(request.ip ?? 'unknown');
    if (wait !== null) return refuse({ kind: 'too-many', wait });
    let claims: Record<string, unknown>;
    try {
      claims = await this.sso.client.claimsOf(url, state);
    } catch (error) {
      if (error instanceof SsoAnswerRefused)
        return refuse({ kind: 'provider-refused', error: error.providerError });
      if (error instanceof SsoProviderUnavailable) return refuse({ kind: 'unavailable' });
      throw error;
    }
    const identity = ssoIdentityOf(claims);
    if (!identity.ok) return refuse({ kind: identity.error });
    if (state.invitation) return this.join(request, state.invitation, identity.value, refuse);
    const signedIn = await signInWithSso(this.sso.signIn, identity.value);
    if (!signedIn.ok) return refuse({ kind: 'no-account', email: identity.value.email });
    const { user, created } = signedIn.value;
    // A new account has no space yet: the home page offers to create one.
    return this.signedIn(request, user, created ? '/' : state.next);
  }

  /** The invitation carried through the provider: create the account or sign it in, then accept. */
  private async join(
    request: HttpRequest,
    invitation: NonNullable<SsoState['invitation']>,
    identity: SsoIdentity,
    refuse: (refusal: SsoRefusalKind) => WebResult,
  ): Promise<WebResult> {
    const { id, token } = invitation;
    const joined = await joinWithSso(
      { ...this.session.join, signUp: this.session.signUp },
      id,
      token,
      identity,
    );
    if (!joined.ok) {
      const error = joined.error;
      if (error.kind === 'SsoRefused') {
        return error.reason === 'other-email'
          ? refuse({ kind: 'other-email', email: identity.email, invited: error.invited })
          : refuse({ kind: 'sign-up-off' });
      }
      if (error.kind === 'NotFound') {
        return page(JoinLinkInvalidPage({ web: null }), { status: 404, cookies: this.clearState() });
      }
      throw new DomainErrorException(error);
    }
    if (joined.value.kind === 'created') {
      return this.signedIn(request, joined.value.user, `/${joined.value.space.space.id}/deals`);
    }
    const opened = await this.session.sessions.open(joined.value.user, sessionClientOf(request));
    const accepted = await acceptInvitationByLink(this.session.join, opened.actor, id, token);
    // Accepting can still be refused (an inviter who can no longer grant the role): the link's page says so.
    const landing = accepted.ok ? `/${accepted.value.space.id}/deals` : invitationLinkPath(id, token);
    return redirect(landing, this.signInCookies(opened.token));
  }

  private async signedIn(request: HttpRequest, user: User, landing: string): Promise<WebResult> {
    const opened = await this.session.sessions.open(user, sessionClientOf(request));
    return redirect(landing, this.signInCookies(opened.token));
  }

  private refuse(refusal: SsoRefusalKind, retry: string): WebResult {
    this.logger.entry('warn', 'single sign-on refused', { reason: refusal.kind });
    const refused = refusedPage(this.sso.name, refusal, retry);
    return { ...refused, cookies: this.clearState() };
  }

  private signInCookies(token: string): CookieChange[] {
    return [
      cookieChange(this.session, SESSION_COOKIE, token),
      ...this.clearState(),
      cookieChange(this.session, SIGN_IN_CSRF_COOKIE, null),
    ];
  }

  /** Clears this sign-in's cookie (nothing to clear for a callback whose state names none). */
  private clearState(): CookieChange[] {
    return this.stateCookie === null ? [] : [cookieChange(this.session, this.stateCookie, null)];
  }
}

/** The state sent back is the one sealed for this browser (compared in constant time). */
function sameText(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
