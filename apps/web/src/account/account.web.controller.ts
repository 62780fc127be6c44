import { Body, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { SessionOwner } from '@deal/domain';
import { DomainErrorException, type HttpRequest, type HttpResponse } from '@deal/nest-kit';
import { InjectWeb, type WebParts } from '../web.parts';
import { FormFields } from '../form-fields';
import { cookieChange, SESSION_COOKIE } from '../session/session-cookies';
import { Signed, type WebContext } from '../session/web-context';
import { fieldErrorsOf } from '../form-refusal';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect, tooManyAttempts, tooManyAttemptsFailure } from '../web-result';
import { AccountPage, type AccountNotice } from './account.page';

/**
 * The account page (docs/accounts.md "Sessions you can see"): the person's web sessions, each of
 * which they can sign out (or all of them), and the password change, which asks for the current one.
 */
@WebController('account')
export class AccountWebController {
  constructor(@InjectWeb('session') private readonly session: WebParts['session']) {}

  @Get()
  async account(
    @Signed() web: WebContext,
    @Query('done') done: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const notice = done === 'password-changed' || done === 'signed-out' ? (done as AccountNotice) : undefined;
    const sessions = await this.session.sessions.list(ownerOf(web));
    respond(response, page(AccountPage({ web, sessions, ...(notice && { notice }) })));
  }

  @Post('password')
  async changePassword(
    @Signed() web: WebContext,
    @Body() body: unknown,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const form = new FormFields(body);
    const wait = await this.session.signInLimiter.attempt(request.ip ?? 'unknown');
    if (wait !== null) {
      const errors = { current_password: tooManyAttemptsFailure(wait) };
      const sessions = await this.session.sessions.list(ownerOf(web));
      return respond(response, page(AccountPage({ web, sessions, errors }), tooManyAttempts(wait)));
    }
    const changed = await this.session.sessions.changePassword(ownerOf(web), {
      currentPassword: form.text('current_password'),
      password: form.text('password'),
    });
    if (!changed.ok) {
      const errors = fieldErrorsOf(changed.error);
      const sessions = await this.session.sessions.list(ownerOf(web));
      return respond(response, page(AccountPage({ web, sessions, errors }), { status: 400 }));
    }
    respond(response, redirect('/account?done=password-changed'));
  }

  @Post('sessions/sign-out-all')
  async signOutAll(@Signed() web: WebContext, @Res() response: HttpResponse): Promise<void> {
    await this.session.sessions.signOutAll(ownerOf(web));
    respond(response, redirect('/sign-in', [cookieChange(this.session, SESSION_COOKIE, null)]));
  }

  @Post('sessions/:id/sign-out')
  async signOutOne(
    @Signed() web: WebContext,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const owner = ownerOf(web);
    const ended = await this.session.sessions.signOutOne(owner, id);
    if (!ended.ok) throw new DomainErrorException(ended.error);
    if (id === owner.sessionId) {
      return respond(response, redirect('/sign-in', [cookieChange(this.session, SESSION_COOKIE, null)]));
    }
    respond(response, redirect('/account?done=signed-out'));
  }
}

/** A web page's actor is always its session's user; its credential is the session. */
function ownerOf(web: WebContext): SessionOwner {
  return { userId: web.user.id, sessionId: web.actor.credentialId };
}
