import { endpointDisabledReason, type Clock, type MailTransport, type WebhookSender } from '@deal/domain';
import {
  AppLifecycle,
  AppMetrics,
  databaseCheck,
  JsonLogger,
  registerDatabasePoolMetrics,
  type OperationsDeps,
} from '@deal/nest-kit';
import {
  pruneExpiredRows,
  TypeOrmDeliveryRepository,
  TypeOrmEmailDeliveryRepository,
  type Database,
} from '@deal/persistence';
import {
  HmacWebhookSigner,
  RandomIdGenerator,
  SmtpMailTransport,
  SystemClock,
  UndiciWebhookSender,
} from '@deal/node-adapters';
import { EmailWorker } from './email/email-worker';
import { LogMailTransport } from './email/log-mail-transport';
import type { DispatcherConfig } from './config/dispatcher-config';
import { Dispatcher } from './dispatcher/dispatcher';
import { databaseProbe } from './health/database-probe';
import { DeliveryMetrics } from './operations/delivery.metrics';
import { dispatcherCheck } from './operations/dispatcher-readiness';
import { RetentionMetrics } from './operations/retention.metrics';
import { RetentionSchedule } from './retention/retention-schedule';
import { GroupedAttemptRecords } from './dispatcher/grouped-attempt-records';
import type { DispatcherParts } from './dispatcher.parts';

/** What tests may replace in the dispatcher's composition. */
export interface DispatcherOverrides {
  /** Defaults to the system clock. */
  readonly clock?: Clock;
  /** Defaults to an UndiciWebhookSender built from the config. */
  readonly sender?: WebhookSender & { destroy?(): Promise<void> };
}

/** One SMTP send: connect, greeting and idle-socket deadline. */
export const SMTP_TIMEOUT_MS = 30_000;
/** An email's claim outlasts its send (three deadlines) plus a margin for recording it. */
export const EMAIL_LEASE_MS = 3 * SMTP_TIMEOUT_MS + 30_000;

/**
 * The dispatcher's composition root: the worker, its adapters (delivery repository, sender,
 * signer, clock, ids), the retention schedule and the operations side are built here, once, and
 * nowhere else. Its HTTP side injects one part each (`@InjectDispatcher`); start-dispatcher.ts
 * only runs what this builds, in order. What each part is: dispatcher.parts.ts.
 */
export function composeDispatcher(
  database: Database,
  config: DispatcherConfig,
  overrides: DispatcherOverrides = {},
): DispatcherParts {
  const logger = new JsonLogger(config.logLevel);
  const sender =
    overrides.sender ??
    new UndiciWebhookSender({ timeoutMs: config.timeoutMs, allowLoopback: config.allowLoopback });
  const clock = overrides.clock ?? new SystemClock();
  const metrics = new AppMetrics('webhook-dispatcher');
  registerDatabasePoolMetrics(metrics, database);
  const retentionMetrics = new RetentionMetrics(metrics);
  // The same statement that records an attempt keeps its endpoint's health (docs/automations.md
  // "Endpoint health").
  const deliveries = new TypeOrmDeliveryRepository(
    database.dataSource.manager,
    config.endpointHealth,
    (disabled) =>
      logger.entry('warn', 'endpoint disabled: it failed every delivery; its deliveries are held', {
        automation_id: disabled.automationId,
        action_id: disabled.actionId,
        consecutive_failures: disabled.health.consecutiveFailures,
        reason: endpointDisabledReason(disabled.health),
      }),
  );
  const dispatcher = new Dispatcher({
    claims: deliveries,
    // Attempts that end together are recorded in one statement (docs/dispatcher.md).
    records: new GroupedAttemptRecords(deliveries),
    sender,
    clock,
    ids: new RandomIdGenerator(),
    retryDelaysMs: config.retryDelaysMs,
    signer: new HmacWebhookSigner(),
    settings: config,
    log: logger,
    observer: new DeliveryMetrics(metrics, database),
  });
  // The email outbox (docs/accounts.md): SMTP, the log (no SMTP_URL outside production), or off.
  const { delivery } = config.mail;
  const smtp =
    delivery.kind === 'smtp'
      ? new SmtpMailTransport({ url: delivery.url, from: delivery.from, timeoutMs: SMTP_TIMEOUT_MS })
      : null;
  const mailTransport: MailTransport | null =
    smtp ?? (delivery.kind === 'log' ? new LogMailTransport(logger) : null);
  const email = {
    delivery: delivery.kind,
    worker:
      mailTransport &&
      new EmailWorker({
        emails: new TypeOrmEmailDeliveryRepository(database.dataSource.manager),
        transport: mailTransport,
        clock,
        retryDelaysMs: config.mail.retryDelaysMs,
        leaseMs: EMAIL_LEASE_MS,
        pollIntervalMs: config.pollIntervalMs,
        batchSize: 10,
        log: logger,
      }),
  };
  const operations: OperationsDeps = {
    lifecycle: new AppLifecycle(),
    readiness: [databaseCheck(database), dispatcherCheck(dispatcher)],
    metrics,
  };
  return {
    logger,
    operations,
    dispatcher,
    email,
    health: { dispatcher, probe: databaseProbe(database) },
    retention: new RetentionSchedule({
      intervalMs: config.retentionIntervalMs,
      prune: (signal) =>
        retentionMetrics.counted(() =>
          pruneExpiredRows(database, { now: clock.now(), horizons: config.retention, signal }),
        ),
      log: logger,
    }),
    close: async () => {
      await sender.destroy?.();
      smtp?.close();
    },
  } satisfies DispatcherParts;
}
