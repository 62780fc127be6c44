import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { domainErrorMessage } from '@deal/domain';
import { DomainErrorException, httpStatusOf, errorBodyOf, type HttpResponse } from '@deal/nest-kit';
import { OAuthErrorException } from './oauth-error';

/**
 * The token endpoint answers in RFC 6749 §5.2 form, `400 {error, error_description}`, which OAuth
 * clients parse, instead of SPEC §7's validation form. A body that fails validation (malformed JSON,
 * a missing or non-string field, an unknown field) is `invalid_request`. Failures of any other kind
 * (429, 413, 415, 500) still take the global filter's `{message}` form.
 */
@Catch(OAuthErrorException, DomainErrorException)
export class OAuthErrorFilter implements ExceptionFilter {
  catch(exception: OAuthErrorException | DomainErrorException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<HttpResponse>();
    const { status, body } = replyFor(exception);
    if (response.headersSent) {
      response.end();
      return;
    }
    response.statusCode = status;
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Pragma', 'no-cache');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(body));
  }
}

function replyFor(exception: OAuthErrorException | DomainErrorException): { status: number; body: unknown } {
  if (exception instanceof OAuthErrorException) {
    return { status: 400, body: { error: exception.error, error_description: exception.description } };
  }
  if (exception.error.kind === 'Validation') {
    const body = { error: 'invalid_request', error_description: domainErrorMessage(exception.error) };
    return { status: 400, body };
  }
  return { status: httpStatusOf(exception.error), body: errorBodyOf(exception.error, exception.data) };
}
