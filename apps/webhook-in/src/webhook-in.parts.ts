import type { ReceiveIncomingWebhookDeps } from '@deal/domain';
import { InjectComposed, type JsonLogger, type OperationsDeps } from '@deal/nest-kit';
import type { WebhookInMetrics } from './operations/webhook-in.metrics';
import type { WebhookInLimits } from './rate-limit/webhook-in-limits';

/**
 * webhook-in's parts: what its composition root (`composeWebhookIn`, webhook-in.composition.ts)
 * builds and the controller injects one of (`@InjectWebhookIn('incoming')`).
 */
export interface WebhookInParts {
  readonly logger: JsonLogger;
  /** Probes, readiness checks and the metrics registry (nest-kit's ProbesModule). */
  readonly operations: OperationsDeps;
  /** webhook-in's own series: each incoming webhook's outcome, the limiters' store errors. */
  readonly metrics: WebhookInMetrics;
  /** The client's wrong-key attempts, counted first of all, and the space's token bucket. */
  readonly limits: WebhookInLimits;
  /** What receiveIncomingWebhook takes, but the budget, which is the calling client's (`limits`). */
  readonly incoming: Omit<ReceiveIncomingWebhookDeps, 'budget'>;
  /** Closes the limiters (their Redis), after the HTTP server has closed. */
  close(): Promise<void>;
}

/** Injects one part of webhook-in (`@InjectWebhookIn('incoming') incoming: WebhookInParts['incoming']`). */
export const InjectWebhookIn = (part: Exclude<keyof WebhookInParts, 'close'>): ParameterDecorator =>
  InjectComposed(part);
