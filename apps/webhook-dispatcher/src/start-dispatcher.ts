import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { applyKeepAlive, closingIdleConnections } from '@deal/nest-kit';
import { listenForOutbox, type Database, type OutboxSubscription } from '@deal/persistence';
import { parseDispatcherConfig, type DispatcherConfig } from './config/dispatcher-config';
import { DispatcherAppModule } from './dispatcher-app.module';
import { composeDispatcher, type DispatcherOverrides } from './dispatcher.composition';
import type { Dispatcher } from './dispatcher/dispatcher';

export type { DispatcherOverrides } from './dispatcher.composition';

/** A started dispatcher: its health endpoint's base URL, the worker (for tests), and its stop. */
export interface RunningDispatcher {
  readonly name: 'webhook-dispatcher';
  readonly url: string;
  readonly dispatcher: Dispatcher;
  close(): Promise<void>;
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
  const composition = composeDispatcher(database, config, overrides);
  const { logger, dispatcher, retention, operations, email } = composition;
  const app = await NestFactory.create<NestExpressApplication>(DispatcherAppModule.register(composition), {
    logger,
    bodyParser: false,
  });
  app.disable('x-powered-by');
  let subscription: OutboxSubscription | null = null;
  const close = async () => {
    // Not ready at once (nothing routes traffic to it, so no drain wait), then stop claiming.
    await operations.lifecycle.drain(0);
    await subscription?.close();
    // A prune under way stops after its current batch, while deliveries in flight finish.
    await Promise.all([retention.stop(), dispatcher.stop(config.shutdownGraceMs), email.worker?.stop()]);
    // The app closes the composition last of all: whatever is still sending is cut. Connections
    // whose request was in flight are ended once idle, not kept for the keep-alive timeout.
    await closingIdleConnections(app.getHttpServer(), () => app.close());
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
    email.worker?.start();
    retention.start();
    applyKeepAlive(app.getHttpServer(), config.keepAliveTimeoutMs);
    await app.listen(config.port, config.host);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const { port } = app.getHttpServer().address() as { port: number };
  logger.listening('webhook-dispatcher listening', {
    host: config.host,
    port,
    concurrency: config.concurrency,
    poll_interval_ms: config.pollIntervalMs,
    retention_interval_s: config.retentionIntervalMs / 1_000,
  });
  reportEmailDelivery(logger, email.delivery);
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  return {
    name: 'webhook-dispatcher',
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    dispatcher,
    close,
  };
}

/** One line at start saying where emails go (docs/accounts.md "Email"). */
function reportEmailDelivery(logger: RunningLog, delivery: 'smtp' | 'log' | 'off'): void {
  if (delivery === 'off') {
    logger.entry(
      'warn',
      'email is off: SMTP_URL is not set (NODE_ENV=production); emails wait in the outbox',
    );
  } else if (delivery === 'log') {
    logger.entry(
      'info',
      'email goes to this log: SMTP_URL is not set, so each email is one line with its links',
    );
  }
}

type RunningLog = ReturnType<typeof composeDispatcher>['logger'];

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
