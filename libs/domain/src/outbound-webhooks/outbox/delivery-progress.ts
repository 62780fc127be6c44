import {
  RETRIES_EXHAUSTED,
  decideAttemptOutcome,
  describeAttemptOutcome,
  type AttemptOutcome,
} from '../delivery/attempt-outcome.policy';

/** What a delivery becomes after an attempt; `lastError` is what the log shows beside it. */
export type DeliveryNextState =
  | { readonly status: 'delivered'; readonly lastError: null }
  | { readonly status: 'pending'; readonly nextAttemptAt: number; readonly lastError: string }
  | { readonly status: 'failed'; readonly lastError: string };

/** The attempt as the log records it: the HTTP status when there was one, else (or on failure) why. */
export interface AttemptSummary {
  readonly statusCode: number | null;
  readonly error: string | null;
}

export interface AttemptProgressInput {
  readonly outcome: AttemptOutcome;
  /** Attempts already completed in the current schedule (as claimed); this one is attemptCount + 1. */
  readonly attemptCount: number;
  /** When the attempt ended, epoch ms: a retry is scheduled from here. */
  readonly finishedAt: number;
  /** `WEBHOOK_RETRY_DELAYS_MS`. */
  readonly retryDelaysMs: readonly number[];
}

/**
 * The delivery state machine after one attempt (docs/automations.md): delivered on 2xx; back to
 * pending with the next delay of the schedule on a retryable failure; failed on a final answer or
 * when the schedule is used up. An attempt cut short by a crash never reaches this function, so it
 * does not count against the schedule.
 */
export function progressAfterAttempt(input: AttemptProgressInput): {
  attempt: AttemptSummary;
  next: DeliveryNextState;
} {
  const { outcome, attemptCount, finishedAt, retryDelaysMs } = input;
  const statusCode = outcome.kind === 'response' ? outcome.status : null;
  const decision = decideAttemptOutcome({ outcome, attemptNumber: attemptCount + 1, retryDelaysMs });
  if (decision.kind === 'delivered') {
    return { attempt: { statusCode, error: null }, next: { status: 'delivered', lastError: null } };
  }
  const error = describeAttemptOutcome(outcome);
  const attempt = { statusCode, error };
  if (decision.kind === 'retry') {
    return {
      attempt,
      next: { status: 'pending', nextAttemptAt: finishedAt + decision.afterMs, lastError: error },
    };
  }
  const lastError =
    decision.reason === RETRIES_EXHAUSTED ? `${RETRIES_EXHAUSTED} (last: ${error})` : decision.reason;
  return { attempt, next: { status: 'failed', lastError } };
}
