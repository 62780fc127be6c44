import { Body, Get, Post, Query, Req, Res } from '@nestjs/common';
import { type HttpRequest, type HttpResponse } from '@deal/nest-kit';
import { InjectWeb, type WebParts } from '../web.parts';
import {
  cookieChange,
  cookieOf,
  SESSION_COOKIE,
  signedInCookies,
  SIGN_IN_CSRF_COOKIE,
} from '../session/session-cookies';
import { FormFields } from '../form-fields';
import { signedOutCsrfOf, submittedSignedOutCsrf } from '../session/signed-out-csrf';
import { webContextOf } from '../session/web-context';
import { sessionClientOf } from '../session/session-client';
import { SignedOutOk, WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect, safeLocalPath, tooManyAttempts } from '../web-result';
import { SignInPage } from './sign-in.page';

const WRONG = 'Incorrect email or password.';
const PASSWORD_RESET =
  'Your password is set, and every browser was signed out. Sign in with the new password.';

/** Email and password to a session cookie, and back (CONTRACT: the application's sign-in). */
@WebController()
export class SignInWebController {
  constructor(@InjectWeb('session') private readonly session: WebParts['session']) {}

  @Get('sign-in')
  @SignedOutOk()
  form(
    @Query('next') next: unknown,
    @Query('notice') notice: unknown,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): void {
    const target = safeLocalPath(next);
    if (webContextOf(request)) return respond(response, redirect(target));
    const csrf = signedOutCsrfOf(request, this.session.random);
    respond(
      response,
      page(
        SignInPage({
          csrf,
          next: target,
          signUp: this.session.signUp === 'open',
          sso: this.ssoLink(target),
          ...(notice === 'password-reset' && { notice: PASSWORD_RESET }),
        }),
        {
          cookies: [cookieChange(this.session, SIGN_IN_CSRF_COOKIE, csrf)],
        },
      ),
    );
  }

  @Post('sign-in')
  @SignedOutOk()
  async signIn(
    @Body() body: unknown,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const form = new FormFields(body);
    const csrf = submittedSignedOutCsrf(request, form);
    const next = safeLocalPath(form.text('next'));
    const email = form.text('email');
    const wait = await this.session.signInLimiter.attempt(request.ip ?? 'unknown');
    if (wait !== null) {
      const failure = `Too many sign-in attempts. Try again in ${wait} seconds.`;
      const sso = this.ssoLink(next);
      return respond(response, page(SignInPage({ csrf, next, email, failure, sso }), tooManyAttempts(wait)));
    }
    const signedIn = await this.session.sessions.signIn(
      email,
      form.text('password'),
      sessionClientOf(request),
    );
    if (!signedIn) {
      const sso = this.ssoLink(next);
      return respond(response, page(SignInPage({ csrf, next, email, failure: WRONG, sso }), { status: 401 }));
    }
    respond(response, redirect(next, signedInCookies(this.session, signedIn.token)));
  }

  @Post('sign-out')
  async signOut(@Req() request: HttpRequest, @Res() response: HttpResponse): Promise<void> {
    await this.session.sessions.signOut(cookieOf(request, SESSION_COOKIE));
    respond(response, redirect('/sign-in', [cookieChange(this.session, SESSION_COOKIE, null)]));
  }

  /** "Sign in with …" when single sign-on is configured, coming back to the same page. */
  private ssoLink(next: string): { name: string; href: string } | null {
    if (this.session.sso === null) return null;
    const query = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
    return { name: this.session.sso.name, href: `/sign-in/oidc${query}` };
  }
}
