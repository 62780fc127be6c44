import type { AttemptOutcome } from './attempt-outcome.policy';

/** One outbound webhook POST: the body is sent exactly as given (already serialised JSON). */
export interface WebhookPost {
  readonly url: string;
  /** `X-Service-Webhook`, `X-Service-Delivery` …; the adapter adds `Content-Type: application/json`. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What the attempt ended with and how long it took, from the first byte sent to the answer. */
export interface SentWebhook {
  readonly outcome: AttemptOutcome;
  readonly durationMs: number;
}

/**
 * Sends webhooks (CONTRACT §4): the deadline, the refusal of non-public addresses at connect time
 * and "redirects are not followed" belong to the adapter; it never throws for a receiver's
 * failure, it reports it as an outcome. Used by the dispatcher and by Send test (SPEC §6.1).
 */
export interface WebhookSender {
  post(request: WebhookPost): Promise<SentWebhook>;
}
