import type { IncomingWebhookReceipt, ReceiveIncomingWebhookError } from '@deal/domain';
import { Counter } from 'prom-client';
import type { AppMetrics } from '@deal/nest-kit';

/** Why webhook-in refused a request: a short, fixed set, so the label stays bounded. */
export type WebhookInRejection =
  | 'bad_key'
  | 'rate_limited'
  | 'invalid_body'
  | 'validation'
  | 'conflict'
  | 'deal_pending'
  | 'deal_archived'
  | 'limiter_unavailable'
  | 'other';

/**
 * webhook-in's own series (docs/operations.md "Metrics"): every request to the webhook path by
 * outcome — `applied`, `not_applied` (a deal matched but the action's conditions did not hold), `unmatched` (no
 * deal matched), or `rejected` with its reason. A failure of the server itself is not an outcome
 * here: it is a 5xx of `http_requests_total`.
 */
export class WebhookInMetrics {
  private readonly requests: Counter<'outcome' | 'reason'>;

  constructor(readonly app: AppMetrics) {
    this.requests = new Counter({
      name: 'webhook_in_requests_total',
      help: 'Incoming webhooks by outcome (applied, not_applied, unmatched, rejected) and, when rejected, reason.',
      labelNames: ['outcome', 'reason'],
      registers: [app.registry],
    });
  }

  received(receipt: Pick<IncomingWebhookReceipt, 'matched' | 'applied'>): void {
    const outcome = !receipt.matched ? 'unmatched' : receipt.applied ? 'applied' : 'not_applied';
    this.requests.inc({ outcome });
  }

  rejected(reason: WebhookInRejection): void {
    this.requests.inc({ outcome: 'rejected', reason });
  }

  /** The shared rate-limit store (Redis) failed: the request is refused with 503. */
  storeFailed(): void {
    this.app.rateLimitStoreErrors.inc({ store: 'redis' });
    this.rejected('limiter_unavailable');
  }
}

/** The reason of a use-case failure. */
export function rejectionOf(error: ReceiveIncomingWebhookError<unknown>): WebhookInRejection {
  switch (error.kind) {
    case 'WebhookKeyRejected':
      return 'bad_key';
    case 'SpaceRateLimited':
      return 'rate_limited';
    case 'UnreadableBody':
      return 'invalid_body';
    case 'Validation':
      return 'validation';
    case 'Conflict':
      return 'conflict';
    case 'DealPending':
      return 'deal_pending';
    case 'DealArchived':
      return 'deal_archived';
    default:
      return 'other';
  }
}
