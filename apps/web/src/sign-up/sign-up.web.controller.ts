import { Body, Get, Param, Post, Req, Res } from '@nestjs/common';
import { checkSignUpLink, requestSignUp, signUpVerifyPath, verifySignUp } from '@deal/domain';
import { HttpProblem, type HttpRequest, type HttpResponse } from '@deal/nest-kit';
import { InjectWeb, type WebParts } from '../web.parts';
import { FormFields } from '../form-fields';
import { signedOutCsrfOf, submittedSignedOutCsrf } from '../session/signed-out-csrf';
import { cookieChange, signedInCookies, SIGN_IN_CSRF_COOKIE } from '../session/session-cookies';
import { webContextOf } from '../session/web-context';
import { sessionClientOf } from '../session/session-client';
import { fieldErrorsOf } from '../form-refusal';
import { SignedOutOk, WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect, tooManyAttempts, tooManyAttemptsFailure } from '../web-result';
import { CheckYourEmailPage, ConfirmEmailPage, SignUpLinkInvalidPage, SignUpPage } from './sign-up.page';

/**
 * Open sign-up (SIGN_UP=open, docs/accounts.md): the form, the "check your email" answer (the same
 * whether or not the email has an account), and the emailed link that creates the account and
 * signs the person in. With another SIGN_UP these pages do not exist (404). The forms carry the
 * sign-in form's CSRF cookie; a sign-up counts against the sign-in limit of the client address,
 * since each one sends an email.
 */
@WebController()
export class SignUpWebController {
  constructor(@InjectWeb('session') private readonly session: WebParts['session']) {}

  @Get('sign-up')
  @SignedOutOk()
  form(@Req() request: HttpRequest, @Res() response: HttpResponse): void {
    this.requireOpen();
    if (webContextOf(request)) return respond(response, redirect('/'));
    const csrf = signedOutCsrfOf(request, this.session.random);
    respond(
      response,
      page(SignUpPage({ csrf }), { cookies: [cookieChange(this.session, SIGN_IN_CSRF_COOKIE, csrf)] }),
    );
  }

  @Post('sign-up')
  @SignedOutOk()
  async signUp(
    @Body() body: unknown,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    this.requireOpen();
    const form = new FormFields(body);
    const csrf = submittedSignedOutCsrf(request, form);
    const fields = { email: form.text('email'), name: form.text('name'), password: form.text('password') };
    const wait = await this.session.signInLimiter.attempt(request.ip ?? 'unknown');
    if (wait !== null) {
      const props = { csrf, email: fields.email, name: fields.name, failure: tooManyAttemptsFailure(wait) };
      return respond(response, page(SignUpPage(props), tooManyAttempts(wait)));
    }
    const requested = await requestSignUp(this.session.openSignUp, fields);
    if (!requested.ok) {
      const errors = fieldErrorsOf(requested.error);
      const props = { csrf, email: fields.email, name: fields.name, errors };
      return respond(response, page(SignUpPage(props), { status: 400 }));
    }
    respond(response, page(CheckYourEmailPage({ email: fields.email.trim().toLowerCase() })));
  }

  @Get('sign-up/verify/:id/:token')
  @SignedOutOk()
  async confirmForm(
    @Param('id') id: string,
    @Param('token') token: string,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    this.requireOpen();
    if (!(await checkSignUpLink(this.session.openSignUp, id, token))) {
      return respond(response, page(SignUpLinkInvalidPage(), { status: 404 }));
    }
    const csrf = signedOutCsrfOf(request, this.session.random);
    const action = signUpVerifyPath(id, token);
    respond(
      response,
      page(ConfirmEmailPage({ csrf, action }), {
        cookies: [cookieChange(this.session, SIGN_IN_CSRF_COOKIE, csrf)],
      }),
    );
  }

  @Post('sign-up/verify/:id/:token')
  @SignedOutOk()
  async confirm(
    @Param('id') id: string,
    @Param('token') token: string,
    @Body() body: unknown,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ): Promise<void> {
    this.requireOpen();
    submittedSignedOutCsrf(request, new FormFields(body));
    const verified = await verifySignUp(this.session.openSignUp, id, token);
    if (!verified.ok) {
      if (verified.error.kind === 'NotFound')
        return respond(response, page(SignUpLinkInvalidPage(), { status: 404 }));
      // The email got an account meanwhile: that account signs in.
      return respond(response, redirect('/sign-in'));
    }
    const session = await this.session.sessions.open(verified.value, sessionClientOf(request));
    respond(response, redirect('/', signedInCookies(this.session, session.token)));
  }

  private requireOpen(): void {
    if (this.session.signUp !== 'open') throw new HttpProblem(404, 'not found');
  }
}
