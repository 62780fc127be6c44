import type { EmailMessage, EmailStatus, QueuedEmail } from './email-message';

/** Port: queuing an email in the caller's transaction (the email outbox). */
export interface EmailOutboxRepository {
  enqueue(email: QueuedEmail): Promise<void>;
}

/** An email the worker holds until `leaseExpiresAt`, with the attempts it has had so far. */
export interface ClaimedEmail {
  readonly id: string;
  readonly message: EmailMessage;
  readonly attemptCount: number;
  readonly leaseExpiresAt: number;
}

/** How one attempt ended: sent, to retry at `nextAttemptAt`, or given up on. */
export interface EmailAttemptRecord {
  readonly id: string;
  /** The lease the attempt was made under: a record for a lease since lost changes nothing. */
  readonly leaseExpiresAt: number;
  readonly status: EmailStatus;
  readonly nextAttemptAt: number | null;
  readonly error: string | null;
  readonly recordedAt: number;
}

/**
 * Port: the worker's side of the email outbox. `claimDue` leases due pending emails to one worker
 * (`FOR UPDATE SKIP LOCKED`): a crashed worker's emails fall due again when the lease ends.
 * `record` ends an attempt; a sent or failed email keeps its row but not its body (the links in it).
 */
export interface EmailDeliveryRepository {
  claimDue(query: { now: number; limit: number; leaseMs: number }): Promise<ClaimedEmail[]>;
  record(attempt: EmailAttemptRecord): Promise<void>;
}
