import { Get, Param, Query, Req, Res } from '@nestjs/common';
import { invitationLinkPath, openInvitationLink } from '@deal/domain';
import { HttpProblem, type HttpRequest, type HttpResponse } from '@deal/nest-kit';
import { JoinLinkInvalidPage } from '../join/join.page';
import { cookieChange, cookiesOf, type CookieChange } from '../session/session-cookies';
import { webContextOf } from '../session/web-context';
import { SignedOutOk, WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect, safeLocalPath } from '../web-result';
import { InjectWeb, type SsoPart, type WebParts } from '../web.parts';
import { OpenIdConnectClient, SsoProviderUnavailable } from './openid-connect.client';
import { SsoCallback } from './sso-callback';
import { refusedPage } from './sso-refusals';
import { SSO_STATE_LIFETIME_MS, ssoCookieName, ssoCookiesToClear, type SsoState } from './sso-state.cookie';

/**
 * "Sign in with …" through OpenID Connect (docs/accounts.md "Single sign-on"). Starting is a plain
 * link (it writes nothing; a form could not redirect to the provider under the pages' CSP
 * `form-action 'self'`); it seals the sign-in's state, nonce and PKCE verifier into a ten-minute
 * HttpOnly cookie and sends the browser to the provider. The callback opens that cookie, clears it,
 * and accepts the answer only for that state: a callback that did not start in this browser, or
 * comes again, signs nobody in. Without OIDC settings every route here is 404.
 */
@WebController()
export class SsoWebController {
  constructor(
    @InjectWeb('session') private readonly session: WebParts['session'],
    @InjectWeb('logger') private readonly logger: WebParts['logger'],
  ) {}

  @Get('sign-in/oidc')
  @SignedOutOk()
  async start(@Query('next') next: unknown, @Req() request: HttpRequest, @Res() response: HttpResponse) {
    const sso = this.enabled();
    const target = safeLocalPath(next);
    if (webContextOf(request)) return respond(response, redirect(target));
    await this.sendToProvider(sso, request, response, target, null);
  }

  @Get('join/:id/:token/oidc')
  @SignedOutOk()
  async startFromInvitation(
    @Param('id') id: string,
    @Param('token') token: string,
    @Req() request: HttpRequest,
    @Res() response: HttpResponse,
  ) {
    const sso = this.enabled();
    const path = invitationLinkPath(id, token);
    if (webContextOf(request)) return respond(response, redirect(path));
    const opened = await openInvitationLink(this.session.join, id, token);
    if (!opened.ok) return respond(response, page(JoinLinkInvalidPage({ web: null }), { status: 404 }));
    await this.sendToProvider(sso, request, response, path, { id, token });
  }

  @Get('sign-in/oidc/callback')
  @SignedOutOk()
  async callback(@Req() request: HttpRequest, @Res() response: HttpResponse) {
    const sso = this.enabled();
    const callback = new SsoCallback(this.session, sso, this.logger);
    // The URL the provider redirected to: the registered one, with the provider's query.
    const query = new URL(request.originalUrl, 'http://query.invalid').search;
    respond(response, await callback.finish(request, new URL(`${sso.client.redirectUri}${query}`)));
  }

  private async sendToProvider(
    sso: SsoPart,
    request: HttpRequest,
    response: HttpResponse,
    next: string,
    invitation: SsoState['invitation'],
  ): Promise<void> {
    const checks = await OpenIdConnectClient.newChecks();
    let location: string;
    try {
      location = await sso.client.authorizationUrl(checks);
    } catch (error) {
      if (!(error instanceof SsoProviderUnavailable)) throw error;
      this.logger.warn('single sign-on: the provider could not be reached', { reason: error.message });
      const retry = invitation ? invitationLinkPath(invitation.id, invitation.token) : '/sign-in';
      return respond(response, refusedPage(sso.name, { kind: 'unavailable' }, retry));
    }
    const state: SsoState = {
      ...checks,
      next,
      invitation,
      expiresAt: sso.clock.now() + SSO_STATE_LIFETIME_MS,
    };
    const cookie: CookieChange = {
      ...cookieChange(this.session, ssoCookieName(state.state), sso.seal.seal(state)),
      maxAgeSeconds: SSO_STATE_LIFETIME_MS / 1000,
    };
    const cleared = ssoCookiesToClear(cookiesOf(request), sso.seal, sso.clock.now()).map((name) =>
      cookieChange(this.session, name, null),
    );
    respond(response, { kind: 'redirect', location, cookies: [...cleared, cookie] });
  }

  private enabled(): SsoPart {
    if (this.session.sso === null) throw new HttpProblem(404, 'not found');
    return this.session.sso;
  }
}
