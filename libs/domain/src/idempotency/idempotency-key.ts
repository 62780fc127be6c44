import { err, ok, type Result } from '../shared/result';
import type { DomainError } from '../shared/domain-error';

/** The request header that makes a POST safe to retry (draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long a key is remembered: a retry within this window replays, a later one runs anew. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * How long a claimed key waits for its request to answer. A claim older than this that is still in
 * progress was left by a process that died mid-request (a crash, a SIGKILL): a retry takes the key
 * over and runs the request, instead of getting 409 until the key's 24 hours are over. Five
 * minutes is far beyond any request the service answers (a write is one short transaction).
 */
export const IDEMPOTENCY_CLAIM_LEASE_MS = 5 * 60 * 1000;

/** Printable ASCII, space to tilde: a UUID, a ULID or any client-made token fits. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * The key a request carries: null when it carries none (the request runs as it always did), the
 * key when it is 1–255 printable ASCII characters, else a validation failure naming the header.
 */
export function parseIdempotencyKey(raw: string | undefined): Result<string | null, DomainError> {
  if (raw === undefined) return ok(null);
  if (raw.length === 0 || raw.length > IDEMPOTENCY_KEY_MAX_LENGTH || !PRINTABLE_ASCII.test(raw)) {
    const message = `must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`;
    return err({ kind: 'Validation', issues: [{ path: [IDEMPOTENCY_KEY_HEADER], message }] });
  }
  return ok(raw);
}
