import { DEFAULT_RETRY_DELAYS_MS } from './retry-schedule';

/** What one delivery attempt ended with, as the HTTP adapter observed it. */
export type AttemptOutcome =
  | { readonly kind: 'response'; readonly status: number }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network'; readonly code?: string }
  /** The target address was refused by the SSRF policy before anything was sent. */
  | { readonly kind: 'refused'; readonly reason: string };

export type AttemptDecision =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'retry'; readonly afterMs: number }
  | { readonly kind: 'failed'; readonly reason: string };

export const RETRIES_EXHAUSTED = 'retries exhausted';

export interface AttemptDecisionInput {
  readonly outcome: AttemptOutcome;
  /** 1-based: the initial attempt is 1. */
  readonly attemptNumber: number;
  /** Delay before attempt n+1 is `retryDelaysMs[n-1]`; the list length is the number of retries. */
  readonly retryDelaysMs?: readonly number[];
}

/**
 * SPEC §6.1 / CONTRACT §4: 2xx delivers; 4xx, 3xx (redirects are not followed), odd statuses and
 * refused targets fail at once, because repeating the same request cannot change the answer;
 * 5xx, timeouts and network errors are transient, so they are retried while the schedule lasts.
 */
export function decideAttemptOutcome(input: AttemptDecisionInput): AttemptDecision {
  const { outcome, attemptNumber, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS } = input;
  if (!Number.isInteger(attemptNumber) || attemptNumber < 1) {
    throw new RangeError(`attemptNumber must be an integer >= 1, got ${attemptNumber}`);
  }
  if (!isRetryable(outcome)) {
    return isDelivered(outcome)
      ? { kind: 'delivered' }
      : { kind: 'failed', reason: describeAttemptOutcome(outcome) };
  }
  const afterMs = retryDelaysMs[attemptNumber - 1];
  return afterMs === undefined ? { kind: 'failed', reason: RETRIES_EXHAUSTED } : { kind: 'retry', afterMs };
}

/** A short text for the attempt log, e.g. `HTTP 503`, `timed out`, `network error (ECONNRESET)`. */
export function describeAttemptOutcome(outcome: AttemptOutcome): string {
  switch (outcome.kind) {
    case 'response':
      return describeStatus(outcome.status);
    case 'timeout':
      return 'timed out';
    case 'network':
      return outcome.code ? `network error (${outcome.code})` : 'network error';
    case 'refused':
      return `target refused: ${outcome.reason}`;
  }
}

function describeStatus(status: number): string {
  if (isStatusIn(status, 300)) return `redirect not followed (HTTP ${status})`;
  if (isStatusIn(status, 200) || isStatusIn(status, 400) || isStatusIn(status, 500)) return `HTTP ${status}`;
  return `unexpected HTTP status ${status}`;
}

function isDelivered(outcome: AttemptOutcome): boolean {
  return outcome.kind === 'response' && isStatusIn(outcome.status, 200);
}

function isRetryable(outcome: AttemptOutcome): boolean {
  if (outcome.kind === 'response') return isStatusIn(outcome.status, 500);
  return outcome.kind === 'timeout' || outcome.kind === 'network';
}

/** True when `status` is an integer in the class starting at `classStart` (200 → 200..299). */
function isStatusIn(status: number, classStart: number): boolean {
  return Number.isInteger(status) && status >= classStart && status <= classStart + 99;
}
