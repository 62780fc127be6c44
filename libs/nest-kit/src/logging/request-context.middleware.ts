import { randomUUID } from 'node:crypto';
import { headerOf, type HttpMiddleware, type HttpRequest } from '../http/http-types';
import { routeTemplateOf } from '../http/route-template';
import type { JsonLogger } from './json-logger';
import { runInRequestScope } from './request-scope';

const requestIds = new WeakMap<HttpRequest, string>();
/** A caller's id is kept when it is short and plain, so it cannot forge log lines. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: HttpRequest): string | undefined {
  return requestIds.get(request);
}

/**
 * First in the chain, for every request: a request id (the caller's `X-Request-Id` or a new one,
 * echoed back), the headers every response of the app carries (the api's `RateLimit-Policy`,
 * CONTRACT §2 Common), a request scope so every log line written meanwhile names the request
 * (request-scope.ts), and one log line when the response is done. The line names no header,
 * query string or token: a path segment a route names `:token` (an invitation link's) is logged
 * as `[token]`.
 */
export function requestContext(
  logger: JsonLogger,
  everyResponse: Readonly<Record<string, string>> = {},
  /**
   * Routes answered but not logged: the probes and metrics that machines poll every few seconds.
   * Judged by the route that took the request, so every spelling of their paths is quiet alike.
   */
  quietRoutes: ReadonlySet<string> = new Set(),
): HttpMiddleware {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    const given = headerOf(request, 'x-request-id');
    const id = given !== undefined && ACCEPTABLE_ID.test(given) ? given : randomUUID();
    requestIds.set(request, id);
    response.setHeader('X-Request-Id', id);
    for (const [name, value] of Object.entries(everyResponse)) response.setHeader(name, value);
    response.on('finish', () => {
      if (quietRoutes.has(routeTemplateOf(request) ?? '')) return;
      logger.entry('info', 'request', {
        request_id: id,
        method: request.method,
        path: loggedPath(request),
        status: response.statusCode,
        duration_ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    runInRequestScope({ requestId: id }, () => next());
  };
}

/** The request's path without its query, each segment its route calls `:token` replaced. */
function loggedPath(request: HttpRequest): string {
  const path = request.originalUrl.split('?')[0] ?? '';
  const template = routeTemplateOf(request);
  if (template === null || !template.includes(':token')) return path;
  const names = template.split('/');
  return path
    .split('/')
    .map((segment, index) => (names[index] === ':token' ? '[token]' : segment))
    .join('/');
}
