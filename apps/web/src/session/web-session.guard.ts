import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { headerOf, HttpProblem, type HttpRequest, isApiPath } from '@deal/nest-kit';
import { InjectWeb, type WebParts } from '../web.parts';
import { SIGNED_OUT_OK } from '../web-controller.decorator';
import { CsrfRejected, SignInRequired } from '../web-errors';
import { FormFields } from '../form-fields';
import { formErrorOf } from '../web-requests.middleware';
import { CSRF_FIELD, csrfTokenMatches } from './csrf';
import { cookieOf, SESSION_COOKIE } from './session-cookies';
import { rememberWebContext } from './web-context';
import { sessionClientOf } from './session-client';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Resolves the session cookie into a WebContext for every page. A page that needs a session and
 * has none sends the browser to sign in; a state-changing request must carry the session's CSRF
 * token and, when the browser sends an Origin, come from this site.
 */
@Injectable()
export class WebSessionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @InjectWeb('session') private readonly session: WebParts['session'],
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<HttpRequest & { body?: unknown }>();
    const signedOutOk = this.reflector.getAllAndOverride<boolean>(SIGNED_OUT_OK, [
      context.getHandler(),
      context.getClass(),
    ]);
    // `/:space/deals/:deal` also matches `/v1/deals/abc`: such a path is an unknown API route.
    if (isApiPath(request.originalUrl)) throw new HttpProblem(404, 'not found');
    const unreadable = formErrorOf(request);
    if (unreadable) throw unreadable;
    const safe = SAFE_METHODS.has(request.method ?? '');
    if (!safe && !this.sameOrigin(request)) throw new CsrfRejected();
    if (signedOutOk && request.originalUrl.startsWith('/assets/')) return true;
    const token = cookieOf(request, SESSION_COOKIE);
    const web = await this.session.sessions.contextOf(token, request.originalUrl, sessionClientOf(request));
    if (web) {
      if (
        !safe &&
        !signedOutOk &&
        !csrfTokenMatches(token as string, new FormFields(request.body).text(CSRF_FIELD))
      ) {
        throw new CsrfRejected();
      }
      rememberWebContext(request, web);
      return true;
    }
    if (signedOutOk) return true;
    throw new SignInRequired(safe ? request.originalUrl : null);
  }

  /** No Origin (older browsers, same-origin GETs) passes; a foreign one never does. */
  private sameOrigin(request: HttpRequest): boolean {
    const origin = headerOf(request, 'origin');
    if (origin === undefined) return true;
    try {
      const from = new URL(origin);
      return from.host === headerOf(request, 'host') || from.origin === new URL(this.session.appUrl).origin;
    } catch {
      return false;
    }
  }
}
