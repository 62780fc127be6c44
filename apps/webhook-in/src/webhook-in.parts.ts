import type { IncomingWebhookBudget, ReceiveIncomingWebhookDeps } from '@deal/domain';
import { InjectComposed, type JsonLogger, type OperationsDeps } from '@deal/nest-kit';
import type { WebhookInMetrics } from './operations/webhook-in.metrics';
import type { FailedKeyLimiter } from './rate-limit/failed-key-limiter.port';

/**
 * webhook-in's parts: what its composition root (`composeWebhookIn`, webhook-in.composition.ts)
 * builds and the controller and the guard inject one of (`@InjectWebhookIn('incoming')`).
 */
export interface WebhookInParts {
  readonly logger: JsonLogger;
  /** Probes, readiness checks and the metrics registry (nest-kit's ProbesModule). */
  readonly operations: OperationsDeps;
  /** webhook-in's own series: each incoming webhook's outcome, the limiters' store errors. */
  readonly metrics: WebhookInMetrics;
  /** The client's wrong-key attempts, counted first of all by FailedKeyGuard. */
  readonly failedKeys: FailedKeyLimiter;
  readonly incoming: IncomingPart;
  /** Closes the limiters (their Redis), after the HTTP server has closed. */
  close(): Promise<void>;
}

/** The Receive Webhook use case's dependencies. */
export interface IncomingPart {
  /** What receiveIncomingWebhook takes, but the budget, which is the calling client's. */
  readonly deps: Omit<ReceiveIncomingWebhookDeps, 'budget'>;
  /** The calling client's budget: the space's token bucket and the client's wrong-key attempts. */
  budgetFor(client: string): IncomingWebhookBudget;
}

/** Injects one part of webhook-in (`@InjectWebhookIn('incoming') incoming: WebhookInParts['incoming']`). */
export const InjectWebhookIn = (part: Exclude<keyof WebhookInParts, 'close'>): ParameterDecorator =>
  InjectComposed(part);
