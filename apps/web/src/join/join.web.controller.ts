import { Body, Get, Param, Post, Req, Res } from '@nestjs/common';
import {
  ACCOUNT_EXISTS,
  acceptInvitationByLink,
  invitationLinkPath,
  openInvitationLink,
  parseSignUpRequest,
  signUpFromInvitation,
  type InvitationView,
} from '@deal/domain';
import { DomainErrorException, type HttpRequest, type HttpResponse } from '@deal/nest-kit';
import { InjectWeb, type WebParts } from '../web.parts';
import { FormFields } from '../form-fields';
import { signedOutCsrfOf, submittedSignedOutCsrf } from '../session/signed-out-csrf';
import {
  cookieChange,
  signedInCookies,
  SIGN_IN_CSRF_COOKIE,
  type CookieChange,
} from '../session/session-cookies';
import { Signed, webContextOf, type WebContext } from '../session/web-context';
import { sessionClientOf } from '../session/session-client';
import { issuesByField } from '../views/forms';
import { SignedOutOk, WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect, type WebPage } from '../web-result';
import { JoinLinkInvalidPage, JoinPage, type JoinState } from './join.page';

/**
 * The page an invitation email links to (docs/accounts.md "Sign-up from an invitation"):
 * `/join/<invitation id>/<token>`. A person without an account chooses a name and password and is
 * signed in, a member of the space (SIGN_UP=invite); one with an account signs in and accepts. A
 * link that opens nothing is one 404 page, whatever the reason. The sign-up form is protected like
 * the sign-in form (a CSRF cookie, no session yet); accepting like every signed-in form.
 */
@WebController()
export class JoinWebController {
  constructor(@InjectWeb('session') private readonly session: WebParts['session']) {}

  @Get('join/:id/:token')
  @SignedOutOk()
  async open(
    @Param('id') id: string,
    @Param('token') token: string,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const signedIn = webContextOf(request) ?? null;
    const opened = await openInvitationLink(this.session.join, id, token);
    if (!opened.ok) return respond(response, page(JoinLinkInvalidPage({ web: signedIn }), { status: 404 }));
    const { invitation, hasAccount } = opened.value;
    if (signedIn) return respond(response, this.signedInPage(invitation, token, signedIn));
    if (hasAccount) return respond(response, this.render(invitation, token, { kind: 'sign-in' }));
    if (this.session.signUp === 'off')
      return respond(response, this.render(invitation, token, { kind: 'no-sign-up' }));
    const csrf = signedOutCsrfOf(request, this.session.random);
    const state: JoinState = { kind: 'sign-up', csrf, name: '', errors: {} };
    respond(
      response,
      this.render(invitation, token, state, {
        cookies: [cookieChange(this.session, SIGN_IN_CSRF_COOKIE, csrf)],
      }),
    );
  }

  @Post('join/:id/:token')
  @SignedOutOk()
  async signUp(
    @Param('id') id: string,
    @Param('token') token: string,
    @Body() body: unknown,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const form = new FormFields(body);
    const csrf = submittedSignedOutCsrf(request, form);
    const path = invitationLinkPath(id, token);
    // Signed in already: nothing to create; the page offers what fits (accept, or sign out).
    if (webContextOf(request)) return respond(response, redirect(path));
    const opened = await openInvitationLink(this.session.join, id, token);
    if (!opened.ok) return respond(response, page(JoinLinkInvalidPage({ web: null }), { status: 404 }));
    const { invitation } = opened.value;
    if (this.session.signUp === 'off') {
      return respond(response, this.render(invitation, token, { kind: 'no-sign-up' }, { status: 403 }));
    }
    const name = form.text('name');
    const parsed = parseSignUpRequest({ name, password: form.text('password') });
    if (!parsed.ok) {
      const state: JoinState = { kind: 'sign-up', csrf, name, errors: issuesByField(parsed.error) };
      return respond(response, this.render(invitation, token, state, { status: 400 }));
    }
    const joined = await signUpFromInvitation(this.session.join, id, token, parsed.value);
    if (!joined.ok) {
      if (joined.error.kind === 'NotFound') {
        return respond(response, page(JoinLinkInvalidPage({ web: null }), { status: 404 }));
      }
      if (joined.error === ACCOUNT_EXISTS) {
        return respond(response, this.render(invitation, token, { kind: 'sign-in' }, { status: 409 }));
      }
      throw new DomainErrorException(joined.error);
    }
    const session = await this.session.sessions.open(joined.value.user, sessionClientOf(request));
    respond(
      response,
      redirect(`/${joined.value.space.space.id}/deals`, signedInCookies(this.session, session.token)),
    );
  }

  @Post('join/:id/:token/accept')
  async accept(
    @Signed() web: WebContext,
    @Param('id') id: string,
    @Param('token') token: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const accepted = await acceptInvitationByLink(this.session.join, web.actor, id, token);
    if (accepted.ok) return respond(response, redirect(`/${accepted.value.space.id}/deals`));
    if (accepted.error.kind === 'NotFound') {
      return respond(response, page(JoinLinkInvalidPage({ web }), { status: 404 }));
    }
    throw new DomainErrorException(accepted.error);
  }

  private signedInPage(invitation: InvitationView, token: string, web: WebContext): WebPage {
    const mine = web.user.email === invitation.email;
    return this.render(invitation, token, mine ? { kind: 'accept', web } : { kind: 'other-person', web });
  }

  private render(
    invitation: InvitationView,
    token: string,
    state: JoinState,
    options: { status?: number; cookies?: CookieChange[] } = {},
  ): WebPage {
    const path = invitationLinkPath(invitation.id, token);
    const sso = this.session.sso && { name: this.session.sso.name };
    return page(JoinPage({ invitation, path, state, sso }), options);
  }
}
