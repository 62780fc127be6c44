import type { DomainError } from '@deal/domain';
import { json } from 'express';
import { DomainErrorException, HttpProblem } from './api-errors';
import type { HttpMiddleware, HttpRequest } from './http-types';

/** CONTRACT §2 Common: bodies over 1 MiB are refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

const bodyErrors = new WeakMap<HttpRequest, Error>();

/**
 * Parses JSON bodies but does not answer on a bad one: it keeps the failure for
 * `RequestBodyGuard`, which raises it after authentication and rate limiting, so an anonymous or
 * over-limit caller gets 401/429 and a malformed body still counts against the limit.
 */
export function deferredJsonBody(): HttpMiddleware {
  const parse = json({ limit: MAX_BODY_BYTES });
  return (request, response, next) => {
    parse(request, response, (error?: unknown) => {
      if (error) bodyErrors.set(request, toApiError(error));
      next();
    });
  };
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
