import { Body, Get, Param, Post, Req, Res } from '@nestjs/common';
import {
  checkPasswordResetLink,
  passwordResetPath,
  requestPasswordReset,
  resetEmailOf,
  resetPassword,
} from '@deal/domain';
import type { HttpRequest, HttpResponse } from '@deal/nest-kit';
import { InjectWeb, type WebParts } from '../web.parts';
import { FormFields } from '../form-fields';
import { signedOutCsrfOf, submittedSignedOutCsrf } from '../session/signed-out-csrf';
import { cookieChange, SESSION_COOKIE, SIGN_IN_CSRF_COOKIE } from '../session/session-cookies';
import { fieldErrorsOf } from '../form-refusal';
import { SignedOutOk, WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect, tooManyAttempts, tooManyAttemptsFailure } from '../web-result';
import {
  ForgotPasswordPage,
  ResetLinkInvalidPage,
  ResetPasswordPage,
  ResetSentPage,
} from './password-reset.page';

/**
 * "Forgot password" (docs/accounts.md "Password reset"): the form, the "check your email" answer
 * (the same whether or not the email has an account), and the emailed link's page, which sets the
 * new password and signs the person out of every browser. The forms carry the sign-in form's CSRF
 * cookie; a request counts against the sign-in limit per client address and per email.
 */
@WebController()
export class PasswordResetWebController {
  constructor(@InjectWeb('session') private readonly session: WebParts['session']) {}

  @Get('forgot-password')
  @SignedOutOk()
  form(@Req() request: HttpRequest, @Res() response: HttpResponse): void {
    const csrf = signedOutCsrfOf(request, this.session.random);
    respond(
      response,
      page(ForgotPasswordPage({ csrf }), {
        cookies: [cookieChange(this.session, SIGN_IN_CSRF_COOKIE, csrf)],
      }),
    );
  }

  @Post('forgot-password')
  @SignedOutOk()
  async request(
    @Body() body: unknown,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const form = new FormFields(body);
    const csrf = submittedSignedOutCsrf(request, form);
    const typed = form.text('email');
    const email = resetEmailOf(typed);
    const wait =
      (await this.session.signInLimiter.attempt(request.ip ?? 'unknown', 'reset-address')) ??
      (email.ok ? await this.session.signInLimiter.attempt(email.value, 'reset-email') : null);
    if (wait !== null) {
      const failure = tooManyAttemptsFailure(wait);
      return respond(
        response,
        page(ForgotPasswordPage({ csrf, email: typed, failure }), tooManyAttempts(wait)),
      );
    }
    if (!email.ok) {
      const errors = fieldErrorsOf(email.error);
      return respond(response, page(ForgotPasswordPage({ csrf, email: typed, errors }), { status: 400 }));
    }
    await requestPasswordReset(this.session.passwordReset, email.value);
    respond(response, page(ResetSentPage({ email: email.value })));
  }

  @Get('reset-password/:id/:token')
  @SignedOutOk()
  async resetForm(
    @Param('id') id: string,
    @Param('token') token: string,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const email = await checkPasswordResetLink(this.session.passwordReset, id, token);
    if (email === null) return respond(response, page(ResetLinkInvalidPage(), { status: 404 }));
    const csrf = signedOutCsrfOf(request, this.session.random);
    const action = passwordResetPath(id, token);
    respond(
      response,
      page(ResetPasswordPage({ csrf, action, email }), {
        cookies: [cookieChange(this.session, SIGN_IN_CSRF_COOKIE, csrf)],
      }),
    );
  }

  @Post('reset-password/:id/:token')
  @SignedOutOk()
  async reset(
    @Param('id') id: string,
    @Param('token') token: string,
    @Body() body: unknown,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const form = new FormFields(body);
    const csrf = submittedSignedOutCsrf(request, form);
    const result = await resetPassword(this.session.passwordReset, id, token, form.text('password'));
    if (!result.ok) {
      if (result.error.kind === 'NotFound') {
        return respond(response, page(ResetLinkInvalidPage(), { status: 404 }));
      }
      const errors = fieldErrorsOf(result.error);
      const email = (await checkPasswordResetLink(this.session.passwordReset, id, token)) ?? '';
      const action = passwordResetPath(id, token);
      return respond(response, page(ResetPasswordPage({ csrf, action, email, errors }), { status: 400 }));
    }
    // Every session of the person ended, this browser's too: they sign in with the new password.
    respond(
      response,
      redirect('/sign-in?notice=password-reset', [cookieChange(this.session, SESSION_COOKIE, null)]),
    );
  }
}
