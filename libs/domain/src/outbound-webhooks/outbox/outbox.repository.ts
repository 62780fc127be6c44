import type { PageQuery } from '../../shared/page-query';
import type { OutboundPayload } from '../payload/outbound-payload';
import type { DeliveryNextState } from './delivery-progress';
import type { DeliveryStatus, NewDelivery, OutboxEntry } from './outbox-entry';

/** Port used inside a deal change's transaction: the outbox rows commit or roll back with it. */
export interface OutboxRepository {
  /** Writes the events and deliveries, and wakes the dispatchers once the transaction commits. */
  append(entries: readonly OutboxEntry[]): Promise<void>;
  /**
   * Writes the deliveries of an event already written (by the deal's own UPDATE, see
   * `DealRepository.update`), and wakes the dispatchers once the transaction commits.
   */
  appendDeliveries(deliveries: readonly NewDelivery[]): Promise<void>;
}

/** A due delivery leased to one dispatcher, with what it needs to send it. */
export interface ClaimedDelivery {
  readonly id: string;
  readonly eventId: string;
  readonly actionId: string;
  readonly automationId: string;
  readonly spaceId: string;
  /** Read from the action at claim time, so an edited URL applies to later attempts. */
  readonly url: string;
  /** The `X-Service-Webhook` value, read from the action at claim time; never stored on the delivery. */
  readonly secret: string;
  /**
   * The signing secrets that sign at claim time, read from the action: its own, then a rotated one
   * still in its overlap. Never stored on the delivery.
   */
  readonly signingSecrets: readonly string[];
  readonly payload: OutboundPayload;
  /** Attempts completed in the current schedule; the one about to be made is attemptCount + 1. */
  readonly attemptCount: number;
  /** End of the lease; also the fencing token `recordAttempt` must present. */
  readonly leaseExpiresAt: number;
  /** When the change that queued it committed (the delivery is written in its transaction). */
  readonly createdAt: number;
  /**
   * The trace and request the event was written in, as the outbox stored it (opaque here; the
   * dispatcher continues the trace). Null when written outside one.
   */
  readonly traceContext?: string | null;
}

export interface DeliveryAttempt {
  readonly id: string;
  readonly startedAt: number;
  readonly durationMs: number;
  readonly statusCode: number | null;
  readonly error: string | null;
}

/** An attempt in the log; numbered 1, 2, … per delivery, across redeliveries. */
export interface RecordedAttempt extends DeliveryAttempt {
  readonly attemptNumber: number;
}

export interface AttemptRecord {
  readonly deliveryId: string;
  /** From the claim: a dispatcher whose lease was taken over cannot change the delivery any more. */
  readonly leaseExpiresAt: number;
  readonly attempt: DeliveryAttempt;
  readonly next: DeliveryNextState;
  readonly now: number;
}

/** A delivery as the log shows it, with every attempt, oldest first. */
export interface DeliveryLogEntry {
  readonly id: string;
  readonly automationId: string;
  readonly actionId: string;
  readonly spaceId: string;
  readonly eventId: string;
  readonly event: string;
  readonly dealId: string | null;
  readonly payload: OutboundPayload;
  readonly status: DeliveryStatus;
  readonly attemptCount: number;
  /** When the next attempt is due (or the current lease ends); null once delivered or failed. */
  readonly nextAttemptAt: number | null;
  readonly lastError: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly deliveredAt: number | null;
  readonly attempts: readonly RecordedAttempt[];
}

export interface EnableEndpointOptions {
  readonly redeliverHeld: boolean;
}

export interface ClaimQuery {
  readonly now: number;
  readonly limit: number;
  /** How long a claim is exclusive; longer than the attempt timeout (`WEBHOOK_TIMEOUT_MS`). */
  readonly leaseMs: number;
}

/** Port of the dispatcher and of the delivery log. */
export interface DeliveryRepository {
  /**
   * Leases up to `limit` pending deliveries due at `now`, oldest due first. Concurrent callers never
   * get the same delivery; a lease not completed by its end (a crashed dispatcher) is claimable again,
   * with the same attempt count.
   */
  claimDue(query: ClaimQuery): Promise<ClaimedDelivery[]>;
  /**
   * Logs the attempt and moves the delivery to `next`. Returns false, logging the attempt but
   * changing nothing else, when the lease was lost (expired and claimed again, or already completed).
   */
  recordAttempt(record: AttemptRecord): Promise<boolean>;
  /**
   * `recordAttempt` for many attempts in one round trip (the dispatcher records the attempts that
   * ended together as one group). Result `i` tells whether record `i` moved its delivery; each
   * record is fenced by its own lease, so a stale one is logged and ignored while the others apply.
   * Of several records of one delivery and lease, only the first applies (as when made one by one).
   */
  recordAttempts(records: readonly AttemptRecord[]): Promise<boolean[]>;
  /**
   * A failed (or held) delivery back to pending, due at `now`, with a fresh schedule. False unless it
   * was failed or held.
   */
  redeliver(id: string, now: number): Promise<boolean>;
  /**
   * Every failed delivery of a send_webhook action that failed at or after `since` (its last
   * change, when it was marked failed) back to pending, due at `now`, with a fresh schedule, as
   * `redeliver` does. Only rows still failed move, so two concurrent calls never queue one twice.
   * Returns how many moved.
   */
  recoverFailed(actionId: string, since: number, now: number): Promise<number>;
  /**
   * Enables the endpoint of a send_webhook action (docs/automations.md "Endpoint health"): its
   * failing run starts from zero, and its held deliveries are queued again with a fresh schedule
   * (`redeliverHeld`) or marked failed, redeliverable one by one. Returns how many were released.
   */
  enableEndpoint(actionId: string, now: number, options: EnableEndpointOptions): Promise<number>;
  findById(id: string): Promise<DeliveryLogEntry | null>;
  /** An automation's deliveries, newest first, one keyset page. */
  listForAutomation(automationId: string, page: PageQuery): Promise<DeliveryLogEntry[]>;
}
