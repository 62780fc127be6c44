import { DomainFailure } from '@deal/domain';
import { DatabaseCommitUnknownError, isDatabaseUnavailable } from '@deal/persistence';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { JsonLogger } from '../logging/json-logger';
import { requestIdOf } from '../logging/request-context.middleware';
import { DomainErrorException, HttpProblem } from './api-errors';
import { rememberAnsweredException } from './answered-exception';
import { httpStatusOf } from './domain-error.http-status';
import { errorBodyOf, type ErrorBody } from './error-body';
import type { HttpRequest, HttpResponse } from './http-types';

/** Seconds a client is asked to wait while the database cannot be reached (a restart takes seconds). */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_S = 5;

export interface ErrorReply {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Every failure leaves as SPEC §7 JSON: `{message}`, or the validation form for 400. Nothing
 * unexpected leaks: an unknown error is logged with its stack and answered `500 {message}`. A
 * database that cannot be reached or is restarting is not a bug: `503 {message}` with
 * `Retry-After`, and one error line in the log; without `Retry-After` when the connection went
 * during the COMMIT, since the change may then have been applied.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Inject(JsonLogger) private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<HttpRequest>();
    const response = http.getResponse<HttpResponse>();
    rememberAnsweredException(request, exception);
    const reply = this.replyFor(exception, request);
    if (response.headersSent) {
      response.end();
      return;
    }
    response.statusCode = reply.status;
    for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(reply.body));
  }

  /** Status, SPEC §7 body and headers for any failure; the web pages render the same reply as HTML. */
  protected replyFor(exception: unknown, request: HttpRequest): ErrorReply {
    if (exception instanceof DomainErrorException) {
      return { status: httpStatusOf(exception.error), body: errorBodyOf(exception.error, exception.data) };
    }
    if (exception instanceof DomainFailure) {
      return { status: httpStatusOf(exception.error), body: errorBodyOf(exception.error, {}) };
    }
    if (exception instanceof HttpProblem) {
      return { status: exception.status, body: { message: exception.message }, headers: exception.headers };
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const status = exception.getStatus();
      if (status === 400) {
        const issue = { path: [], message: 'request is malformed' };
        return { status, body: errorBodyOf({ kind: 'Validation', issues: [issue] }, {}) };
      }
      return { status, body: { message: status === 404 ? 'not found' : 'request refused' } };
    }
    const error = exception instanceof Error ? exception : new Error(String(exception));
    if (isDatabaseUnavailable(exception)) {
      this.logger.entry('error', 'database unavailable', {
        request_id: requestIdOf(request),
        error: error.message,
      });
      // No Retry-After when the change may have been committed: a client must check, not repeat it.
      return exception instanceof DatabaseCommitUnknownError
        ? {
            status: 503,
            body: { message: 'service temporarily unavailable; the change may have been applied' },
          }
        : {
            status: 503,
            body: { message: 'service temporarily unavailable; retry later' },
            headers: { 'Retry-After': String(DATABASE_UNAVAILABLE_RETRY_AFTER_S) },
          };
    }
    this.logger.entry('error', 'unhandled error', {
      request_id: requestIdOf(request),
      error: error.message,
      stack: error.stack,
    });
    return { status: 500, body: { message: 'internal error' } };
  }
}
