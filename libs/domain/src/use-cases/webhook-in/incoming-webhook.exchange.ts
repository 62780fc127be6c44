import type { Condition } from '../../automation/condition';
import type { DomainError } from '../../shared/domain-error';
import type { Result } from '../../shared/result';
import type { IncomingChanges } from '../../webhook-in/incoming-change-set';
import type { SignedCall } from './signed-call.matcher';

/** One POST to `/spaces/{space_id}/webhook-in`, as the transport received it. */
export interface IncomingWebhookRequest<BodyProblem> {
  readonly spaceId: string;
  /** The `X-Service-Webhook` header; undefined when it was not sent. */
  readonly key: string | undefined;
  /**
   * The Standard Webhooks headers and the raw body. With `webhook-signature` sent, the call is a
   * signed one: the signature selects the automation and the key is not looked at.
   */
  readonly signed?: SignedCall;
  /**
   * The parsed JSON body, or the transport's reason it could not read one (too large, malformed).
   * That reason is handed back untouched, but only after the key check: a caller without the key
   * learns nothing, not even that its body was unreadable.
   */
  readonly body: Result<unknown, BodyProblem>;
}

/** The 200 answer (CONTRACT §3), in wire form. */
export interface IncomingWebhookReceipt {
  readonly received: true;
  readonly matched: boolean;
  /**
   * The Update Deal action ran on the matched deal (its conditions held); `changes` may still be
   * empty when every value was already the deal's. False when no deal matched or a condition failed.
   */
  readonly applied: boolean;
  readonly deal_id: string | null;
  readonly changes: IncomingChanges;
  /** Payload fields the Update Deal action ignores because it does not map them (empty when none). */
  readonly warnings: readonly string[];
  /** The first of the automation's conditions that did not hold; only when one failed. */
  readonly failed_condition?: Condition;
}

export interface IncomingWebhookOutcome {
  readonly receipt: IncomingWebhookReceipt;
  /** The automation whose signing key was presented: which integration this was, for the log. */
  readonly automationId: string;
  /** A signed call whose `webhook-id` was seen: the first call's receipt, nothing applied again. */
  readonly replayed?: boolean;
}

export type ReceiveIncomingWebhookError<BodyProblem> =
  /** Missing or wrong key, or a space without such an automation: deliberately one case. */
  | { readonly kind: 'WebhookKeyRejected' }
  /** A signed call (`webhook-signature` sent) that no signature-requiring automation verifies. */
  | { readonly kind: 'WebhookSignatureRejected' }
  /** A valid key, but the space's budget is spent: nothing is applied (SPEC §7, §8). */
  | { readonly kind: 'SpaceRateLimited'; readonly retryAfterSeconds: number }
  | { readonly kind: 'UnreadableBody'; readonly problem: BodyProblem }
  | DomainError;
