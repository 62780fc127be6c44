import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { JsonLogger } from '../logging/json-logger';
import { requestIdOf } from '../logging/request-context.middleware';
import { DomainErrorException, HttpProblem } from './api-errors';
import { httpStatusOf } from './domain-error.http-status';
import { errorBodyOf, type ErrorBody } from './error-body';
import type { HttpRequest, HttpResponse } from './http-types';

interface Reply {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Every failure leaves as SPEC §7 JSON: `{message}`, or the validation form for 400. Nothing
 * unexpected leaks: an unknown error is logged with its stack and answered `500 {message}`.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Inject(JsonLogger) private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<HttpRequest>();
    const response = http.getResponse<HttpResponse>();
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

  private replyFor(exception: unknown, request: HttpRequest): Reply {
    if (exception instanceof DomainErrorException) {
      return { status: httpStatusOf(exception.error), body: errorBodyOf(exception.error, exception.data) };
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
    this.logger.entry('error', 'unhandled error', {
      request_id: requestIdOf(request),
      error: error.message,
      stack: error.stack,
    });
    return { status: 500, body: { message: 'internal error' } };
  }
}
