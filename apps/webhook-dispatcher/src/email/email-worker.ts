import {
  emailAttemptRecord,
  type ClaimedEmail,
  type Clock,
  type EmailDeliveryRepository,
  type MailTransport,
} from '@deal/domain';
import type { DispatcherLog } from '../dispatcher/report-delivery';

export interface EmailWorkerDeps {
  readonly emails: EmailDeliveryRepository;
  readonly transport: MailTransport;
  readonly clock: Clock;
  readonly retryDelaysMs: readonly number[];
  /** How long a claim is this worker's: a crash leaves the email to be sent again after it. */
  readonly leaseMs: number;
  readonly pollIntervalMs: number;
  /** Emails claimed at once; they are sent one after another. */
  readonly batchSize: number;
  readonly log: DispatcherLog;
}

/**
 * Delivers the email outbox (docs/accounts.md "Email"): every `pollIntervalMs` it claims the due
 * emails (leased, `SKIP LOCKED`, so several dispatchers share the work), sends each and records how
 * it ended: sent, retried after the next delay, or failed for good. At least once: an email whose
 * send was not recorded (a crash) goes again when its lease ends. Nothing is swallowed: each
 * failure is logged.
 */
export class EmailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly deps: EmailWorkerDeps) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.deps.pollIntervalMs);
    this.wake();
  }

  /** Runs a round unless one is under way. */
  wake(): void {
    if (this.stopped || this.running !== null) return;
    this.running = this.sendDue()
      .then(() => undefined)
      .catch((error: Error) =>
        this.deps.log.entry('error', 'email claim failed; trying again at the next poll', {
          error: error.message,
        }),
      )
      .finally(() => {
        this.running = null;
      });
  }

  /** Stops polling and waits for the email being sent (the rest of its batch is left to the leases). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    await this.running;
  }

  /** Claims and sends until nothing is due; answers how many emails it attempted. */
  async sendDue(): Promise<number> {
    const { emails, clock, batchSize, leaseMs } = this.deps;
    let attempted = 0;
    for (;;) {
      const claims = await emails.claimDue({ now: clock.now(), limit: batchSize, leaseMs });
      for (const claim of claims) {
        if (this.stopped) return attempted;
        await this.attempt(claim);
        attempted += 1;
      }
      if (claims.length < batchSize || this.stopped) return attempted;
    }
  }

  private async attempt(claim: ClaimedEmail): Promise<void> {
    const { transport, emails, clock, retryDelaysMs, log } = this.deps;
    const result = await transport.send(claim.message);
    const record = emailAttemptRecord(claim, result, retryDelaysMs, clock.now());
    try {
      await emails.record(record);
    } catch (error) {
      log.entry('error', 'email attempt not recorded; it is sent again when the lease ends', {
        email_id: claim.id,
        error: (error as Error).message,
      });
      return;
    }
    const fields = { email_id: claim.id, attempt: claim.attemptCount + 1, error: record.error ?? undefined };
    if (record.status === 'sent') log.entry('debug', 'email sent', fields);
    else if (record.status === 'pending') {
      log.entry('info', 'email not sent; retrying later', {
        ...fields,
        next_attempt_at: new Date(record.nextAttemptAt ?? 0).toISOString(),
      });
    } else log.entry('warn', 'email failed; no more attempts', fields);
  }
}
