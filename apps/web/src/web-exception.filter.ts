import { type ArgumentsHost, Catch } from '@nestjs/common';
import {
  ApiExceptionFilter,
  type HttpRequest,
  type HttpResponse,
  JsonLogger,
  requestIdOf,
  isApiPath,
} from '@deal/nest-kit';
import { InjectWeb } from './web.parts';
import { webContextOf } from './session/web-context';
import { ErrorPage } from './views/error.page';
import { CsrfRejected, SignInRequired } from './web-errors';
import { respond } from './web-response';
import { page, redirect } from './web-result';

/**
 * Failures of page routes, as pages: the same status and message the API would give (one mapping,
 * inherited), rendered in the layout; no stack trace, the request id for support. A missing
 * session sends the browser to sign in and back.
 */
@Catch()
export class WebExceptionFilter extends ApiExceptionFilter {
  constructor(@InjectWeb('logger') logger: JsonLogger) {
    super(logger);
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<HttpRequest>();
    const response = host.switchToHttp().getResponse<HttpResponse>();
    if (isApiPath(request.originalUrl)) return super.catch(exception, host); // JSON, as the API
    if (response.headersSent) {
      response.end();
      return;
    }
    if (exception instanceof SignInRequired) {
      const next =
        exception.returnTo && exception.returnTo !== '/'
          ? `?next=${encodeURIComponent(exception.returnTo)}`
          : '';
      respond(response, redirect(`/sign-in${next}`));
      return;
    }
    const web = webContextOf(request) ?? null;
    if (exception instanceof CsrfRejected) {
      const body = ErrorPage({
        web,
        status: 403,
        message:
          'This form has expired or did not come from this site. Go back, reload the page and try again.',
      });
      respond(response, page(body, { status: 403 }));
      return;
    }
    const reply = this.replyFor(exception, request);
    const body = ErrorPage({
      web,
      status: reply.status,
      message: reply.body.message,
      requestId: requestIdOf(request),
    });
    respond(response, page(body, { status: reply.status, headers: { ...reply.headers } }));
  }
}
