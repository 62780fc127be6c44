/** One rule for wrong keys: at most `limit` per client address and space in a window of `windowSeconds`. */
export interface FailedKeyRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * A client is also held to this many times `limit` over all spaces together in the window, so
 * naming another space id (any string) for each guess does not buy more attempts without end.
 */
export const ALL_SPACES_FACTOR = 5;

/**
 * Wrong signing keys, counted per space and client address in a fixed window. Every request takes
 * an attempt before its key is looked at, atomically, so a client cannot get past the limit by
 * sending many at once; a request whose key proves valid gives its attempt back. What stays counted
 * is wrong keys (and keys still being checked). A client past the limit is refused whatever key it
 * presents, while the space's own budget and every other client are untouched. Each attempt counts
 * twice: for its space, and for all spaces together (ALL_SPACES_FACTOR × the limit).
 */
export interface FailedKeyLimiter {
  /** Counts one attempt by `client` on `spaceId`; refused (with whole seconds to wait) past the limit. */
  attempt(spaceId: string, client: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** The attempt's key was valid: it no longer counts. */
  keyAccepted(spaceId: string, client: string): Promise<void>;
  close(): Promise<void>;
}
