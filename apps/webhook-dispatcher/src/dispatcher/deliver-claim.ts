import {
  progressAfterAttempt,
  type AttemptSummary,
  type ClaimedDelivery,
  type Clock,
  type DeliveryNextState,
  type IdGenerator,
  type WebhookSender,
  type WebhookSigner,
  standardWebhookHeaders,
} from '@deal/domain';
import type { AttemptRecords } from './grouped-attempt-records';

/** SPEC §5.2: the action's secret, which the receiver compares with its own. */
export const SECRET_HEADER = 'X-Service-Webhook';
/** CONTRACT §4: the delivery id, the same on every attempt of one event (receivers deduplicate on it). */
export const DELIVERY_HEADER = 'X-Service-Delivery';

export interface DeliverDeps {
  /** In the app, `GroupedAttemptRecords`: the records of attempts that end together share a statement. */
  readonly records: AttemptRecords;
  readonly sender: WebhookSender;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly retryDelaysMs: readonly number[];
  readonly signer: WebhookSigner;
}

export type DeliveryResult =
  | {
      readonly kind: 'recorded';
      /** False when the lease was lost meanwhile: the attempt is logged, the delivery left alone. */
      readonly applied: boolean;
      readonly attempt: AttemptSummary & { readonly durationMs: number };
      readonly next: DeliveryNextState;
    }
  /** The dispatcher stopped while the attempt ran: nothing recorded, the lease will run out. */
  | { readonly kind: 'abandoned' };

/**
 * One attempt of a claimed delivery: POST the event's frozen body, then log the attempt and move
 * the delivery together, fenced by the claim's lease (in one statement with the attempts of other
 * deliveries that ended at the same time). An attempt that ends after its
 * dispatcher gave up on it (`isAbandoned`) is not recorded, so, like an attempt cut short by a
 * crash, it is made again once the lease ends and does not count against the schedule.
 */
export async function deliverClaim(
  claim: ClaimedDelivery,
  deps: DeliverDeps,
  isAbandoned: () => boolean,
): Promise<DeliveryResult> {
  const startedAt = deps.clock.now();
  const body = JSON.stringify(claim.payload);
  // Standard Webhooks: webhook-id is the delivery id (stable across retries, like
  // X-Service-Delivery); each attempt is signed at its own time, by every signing secret that signs now.
  const secrets = claim.signingSecrets;
  const signed = standardWebhookHeaders({ id: claim.id, now: startedAt, body, secrets }, deps.signer);
  const sent = await deps.sender.post({
    url: claim.url,
    headers: { [SECRET_HEADER]: claim.secret, [DELIVERY_HEADER]: claim.id, ...signed },
    body,
  });
  if (isAbandoned()) return { kind: 'abandoned' };
  const finishedAt = deps.clock.now();
  const { attempt, next } = progressAfterAttempt({
    outcome: sent.outcome,
    attemptCount: claim.attemptCount,
    finishedAt,
    retryDelaysMs: deps.retryDelaysMs,
  });
  const applied = await deps.records.recordAttempt({
    deliveryId: claim.id,
    leaseExpiresAt: claim.leaseExpiresAt,
    attempt: { id: deps.ids.next('att'), startedAt, durationMs: sent.durationMs, ...attempt },
    next,
    now: finishedAt,
  });
  return { kind: 'recorded', applied, attempt: { ...attempt, durationMs: sent.durationMs }, next };
}
