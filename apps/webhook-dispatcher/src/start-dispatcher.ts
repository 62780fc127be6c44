import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Clock, WebhookSender } from '@deal/domain';
import {
  AppLifecycle,
  AppMetrics,
  databaseCheck,
  JsonLogger,
  registerDatabasePoolMetrics,
} from '@deal/nest-kit';
import {
  HmacWebhookSigner,
  RandomIdGenerator,
  SystemClock,
  TypeOrmDeliveryRepository,
  UndiciWebhookSender,
  listenForOutbox,
  pruneExpiredRows,
  type Database,
  type OutboxSubscription,
} from '@deal/persistence';
import { parseDispatcherConfig, type DispatcherConfig } from './config/dispatcher-config';
import { DispatcherAppModule } from './dispatcher-app.module';
import { Dispatcher } from './dispatcher/dispatcher';
import { GroupedAttemptRecords } from './dispatcher/grouped-attempt-records';
import { databaseProbe } from './health/database-probe';
import { DeliveryMetrics } from './operations/delivery.metrics';
import { dispatcherCheck } from './operations/dispatcher-readiness';
import { RetentionSchedule } from './retention/retention-schedule';

/** A started dispatcher: its health endpoint's base URL, the worker (for tests), and its stop. */
export interface RunningDispatcher {
  readonly name: 'webhook-dispatcher';
  readonly url: string;
  readonly dispatcher: Dispatcher;
  close(): Promise<void>;
}

export interface DispatcherOverrides {
  readonly clock?: Clock;
  /** Defaults to an UndiciWebhookSender built from the config. */
  readonly sender?: WebhookSender & { destroy?(): Promise<void> };
}

/**
 * Runs the worker on an opened, migrated database, prunes what is past its retention horizon every
 * `retentionIntervalMs` (the first time at start), and serves its health endpoint. Closing stops
 * listening, stops the prune after its current batch and the worker (in-flight deliveries get
 * `shutdownGraceMs`), closes the endpoint and cuts whatever is still sending; the database stays
 * open (its owner closes it).
 */
export async function startDispatcher(
  database: Database,
  config: DispatcherConfig,
  overrides: DispatcherOverrides = {},
): Promise<RunningDispatcher> {
  const logger = new JsonLogger(config.logLevel);
  const sender =
    overrides.sender ??
    new UndiciWebhookSender({ timeoutMs: config.timeoutMs, allowLoopback: config.allowLoopback });
  const clock = overrides.clock ?? new SystemClock();
  const metrics = new AppMetrics('webhook-dispatcher');
  registerDatabasePoolMetrics(metrics, database);
  const dispatcher = new Dispatcher({
    deliveries: new GroupedAttemptRecords(new TypeOrmDeliveryRepository(database.dataSource.manager)),
    sender,
    clock,
    ids: new RandomIdGenerator(),
    retryDelaysMs: config.retryDelaysMs,
    signer: new HmacWebhookSigner(),
    settings: config,
    log: logger,
    observer: new DeliveryMetrics(metrics, database),
  });
  const lifecycle = new AppLifecycle();
  const operations = {
    lifecycle,
    readiness: [databaseCheck(database), dispatcherCheck(dispatcher)],
    metrics,
  };
  const app = await NestFactory.create<NestExpressApplication>(
    DispatcherAppModule.register({ dispatcher, probe: databaseProbe(database), logger, operations }),
    { logger, bodyParser: false },
  );
  app.disable('x-powered-by');
  const retention = new RetentionSchedule({
    intervalMs: config.retentionIntervalMs,
    prune: (signal) => pruneExpiredRows(database, { now: clock.now(), horizons: config.retention, signal }),
    log: logger,
  });
  let subscription: OutboxSubscription | null = null;
  const close = async () => {
    // Not ready at once (nothing routes traffic to it, so no drain wait), then stop claiming.
    await lifecycle.drain(0);
    await subscription?.close();
    // A prune under way stops after its current batch, while deliveries in flight finish.
    await Promise.all([retention.stop(), dispatcher.stop(config.shutdownGraceMs)]);
    await app.close();
    await sender.destroy?.();
  };
  try {
    subscription = await listenForOutbox(database, {
      onWake: () => dispatcher.wake(),
      onError: (error) =>
        logger.entry('warn', 'outbox listener lost its connection; polling until it is back', {
          error: error.message,
        }),
    });
    dispatcher.start();
    retention.start();
    await app.listen(config.port, config.host);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const { port } = app.getHttpServer().address() as { port: number };
  logger.entry('info', 'webhook-dispatcher listening', {
    host: config.host,
    port,
    concurrency: config.concurrency,
    poll_interval_ms: config.pollIntervalMs,
    retention_interval_s: config.retentionIntervalMs / 1_000,
  });
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  return {
    name: 'webhook-dispatcher',
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    dispatcher,
    close,
  };
}

/**
 * The dispatcher as one entry of `npm start` (tools/start-all.ts): its environment is checked
 * before any app starts, then it runs on the process's shared database.
 */
export const dispatcherStarter = {
  name: 'webhook-dispatcher',
  configure(env: Record<string, string | undefined>): (database: Database) => Promise<RunningDispatcher> {
    const config = parseDispatcherConfig(env);
    return (database) => startDispatcher(database, config);
  },
};
