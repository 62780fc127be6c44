import type { IdempotencyRecord, StoredResponse } from './idempotency-record';

/** What to do with a keyed request, given what its claim found. */
export type IdempotencyDecision =
  /** The key was free and is now claimed by this request: run it. */
  | { readonly kind: 'run' }
  /** The same request already answered: send that answer again, run nothing. */
  | { readonly kind: 'replay'; readonly response: StoredResponse }
  /** The key was used for another request: 422, run nothing. */
  | { readonly kind: 'mismatch'; readonly message: string }
  /** The key's first request is still running: 409 with `Retry-After`, run nothing. */
  | { readonly kind: 'in_progress'; readonly message: string; readonly retryAfterSeconds: number };

/** The IETF draft's answer to a concurrent duplicate is 409; one second is enough for most writes. */
export const IN_PROGRESS_RETRY_AFTER_S = 1;

/** The rule, given the record the claim found (null: this request claimed the key). */
export function decideIdempotency(found: IdempotencyRecord | null, fingerprint: string): IdempotencyDecision {
  if (found === null) return { kind: 'run' };
  if (found.fingerprint !== fingerprint) {
    return {
      kind: 'mismatch',
      message: 'Idempotency-Key was already used with a different request; use a new key for a new request',
    };
  }
  if (found.state === 'in_progress') {
    return {
      kind: 'in_progress',
      message: 'a request with this Idempotency-Key is still being processed; retry later',
      retryAfterSeconds: IN_PROGRESS_RETRY_AFTER_S,
    };
  }
  return { kind: 'replay', response: found.response };
}

/**
 * Whether a first response is kept for replay. Every answer below 500 but 429 is: the request was
 * decided (done, or refused by a rule) and a retry must not change that. A 429 ("not now") and a
 * 5xx (the server's failure) decided nothing, so the key is released and a retry runs the request
 * again; except when the work may have been committed all the same (the connection went during the
 * COMMIT): running it again could do it twice, so that answer ("the change may have been
 * applied") is kept and replayed instead.
 */
export function keepsAnswer(status: number, outcomeUnknown: boolean): boolean {
  return (status < 500 && status !== 429) || outcomeUnknown;
}
