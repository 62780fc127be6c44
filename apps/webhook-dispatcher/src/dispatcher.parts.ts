import { InjectComposed, type JsonLogger, type OperationsDeps } from '@deal/nest-kit';
import type { MailDelivery } from './config/mail-config';
import type { Dispatcher } from './dispatcher/dispatcher';
import type { EmailWorker } from './email/email-worker';
import type { DatabaseProbe } from './health/database-probe';
import type { RetentionSchedule } from './retention/retention-schedule';

/**
 * The dispatcher's parts: what its composition root (`composeDispatcher`, dispatcher.composition.ts)
 * builds. start-dispatcher.ts runs the worker and the retention schedule; its HTTP side injects one
 * part each (`@InjectDispatcher('health')`).
 */
export interface DispatcherParts {
  readonly logger: JsonLogger;
  /** Probes (ready while the worker runs and the database answers) and the metrics registry. */
  readonly operations: OperationsDeps;
  /** The worker: claims due deliveries, signs and sends them, records each attempt. */
  readonly dispatcher: Dispatcher;
  /** What `GET /health` reports: the worker's state and counters, and whether the database answers. */
  readonly health: { readonly dispatcher: Dispatcher; readonly probe: DatabaseProbe };
  /**
   * The email outbox (docs/accounts.md): where emails go (SMTP, the log, or off), and the worker
   * that sends them (none when email is off).
   */
  readonly email: { readonly delivery: MailDelivery['kind']; readonly worker: EmailWorker | null };
  /** Prunes what is past its retention horizon every RETENTION_INTERVAL_S. */
  readonly retention: RetentionSchedule;
  /** Last of all (after the worker has stopped and the HTTP side closed): cuts whatever is still sending. */
  close(): Promise<void>;
}

/** Injects one part of the dispatcher (`@InjectDispatcher('health') checks: DispatcherParts['health']`). */
export const InjectDispatcher = (part: Exclude<keyof DispatcherParts, 'close'>): ParameterDecorator =>
  InjectComposed(part);
