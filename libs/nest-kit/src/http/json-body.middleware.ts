import type { DomainError } from '@deal/domain';
import { json } from 'express';
import { DomainErrorException, HttpProblem } from './api-errors';
import { headerOf, type HttpMiddleware, type HttpRequest } from './http-types';
import { jsonBodyIssues } from './json-input.rules';

/** CONTRACT §2 Common: bodies over 1 MiB are refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

const bodyErrors = new WeakMap<HttpRequest, Error>();
const rawBodies = new WeakMap<object, string>();

/**
 * Parses JSON bodies but does not answer on a bad one: it keeps the failure for
 * the api's guard pass, which raises it after authentication and rate limiting, so an anonymous or
 * over-limit caller gets 401/429 and a malformed body still counts against the limit.
 */
export function deferredJsonBody(options: { readonly keepRawBody?: boolean } = {}): HttpMiddleware {
  const parse = json({
    limit: MAX_BODY_BYTES,
    // Signed calls (webhook-in) are verified over the bytes as sent, not over re-serialised JSON.
    ...(options.keepRawBody && {
      verify: (request: object, _response: unknown, buffer: Buffer) => {
        rawBodies.set(request, buffer.toString('utf8'));
      },
    }),
  });
  return (request, response, next) => {
    if (hasBody(request) && !isJson(request)) {
      bodyErrors.set(
        request,
        new HttpProblem(415, 'request body must be JSON (Content-Type: application/json)'),
      );
      request.resume(); // drain it, so the connection can be reused
      next();
      return;
    }
    parse(request, response, (error?: unknown) => {
      if (error) bodyErrors.set(request, toApiError(error));
      else refuseUnsafeBody(request as HttpRequest & { body?: unknown });
      next();
    });
  };
}

function hasBody(request: HttpRequest): boolean {
  const length = headerOf(request, 'content-length');
  return headerOf(request, 'transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

/** `application/json`, or a JSON flavour such as `application/merge-patch+json`. */
function isJson(request: HttpRequest): boolean {
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(headerOf(request, 'content-type') ?? '');
}

/** A parsed body too deep or holding U+0000 (json-input.rules.ts) is kept as a 400 and dropped. */
function refuseUnsafeBody(request: HttpRequest & { body?: unknown }): void {
  const issues = jsonBodyIssues(request.body);
  if (!issues.length) return;
  bodyErrors.set(request, new DomainErrorException({ kind: 'Validation', issues }));
  request.body = undefined;
}

/** The body as received, when `deferredJsonBody({ keepRawBody: true })` read one; '' otherwise. */
export function rawBodyOf(request: HttpRequest): string {
  return rawBodies.get(request) ?? '';
}

export function bodyErrorOf(request: HttpRequest): Error | undefined {
  return bodyErrors.get(request);
}

function toApiError(error: unknown): Error {
  const status = (error as { status?: unknown }).status;
  if (status === 413) return new HttpProblem(413, 'request body exceeds 1 MiB');
  if (status === 415) return new HttpProblem(415, 'unsupported request body encoding');
  const invalid: DomainError = {
    kind: 'Validation',
    issues: [{ path: [], message: 'body is not valid JSON' }],
  };
  return new DomainErrorException(invalid);
}
