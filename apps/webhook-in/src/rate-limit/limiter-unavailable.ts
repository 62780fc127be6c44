import { HttpProblem, type HttpRequest, type JsonLogger, requestIdOf } from '@deal/nest-kit';

/** Seconds a sender is asked to wait when the shared counters (Redis) are unreachable. */
export const LIMITER_UNAVAILABLE_RETRY_AFTER_S = 5;

/** A limiter's store failed: the request is neither let through unlimited nor left waiting. */
export class LimiterUnavailableError extends Error {}

/** 503 with `Retry-After`, and one error line in the log (as the api does). */
export function limiterUnavailable(logger: JsonLogger, request: HttpRequest, error: unknown): HttpProblem {
  logger.entry('error', 'rate limit store unavailable', {
    request_id: requestIdOf(request),
    error: error instanceof Error ? error.message : String(error),
  });
  return new HttpProblem(503, 'rate limiting is temporarily unavailable; retry later', {
    'Retry-After': String(LIMITER_UNAVAILABLE_RETRY_AFTER_S),
  });
}
