/** The shared rate-limit counters (Redis) could not be reached in time: the request is not counted. */
export class RateLimitStoreUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`rate limit store unavailable: ${reason}`, options);
  }
}
