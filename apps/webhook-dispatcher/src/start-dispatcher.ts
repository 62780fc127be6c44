import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { listenHttpApp, type ListeningHttpApp } from '@deal/nest-kit';
import { listenForOutbox, type Database, type OutboxSubscription } from '@deal/persistence';
import { parseDispatcherConfig, type DispatcherConfig } from './config/dispatcher-config';
import { DispatcherAppModule } from './dispatcher-app.module';
import { composeDispatcher, type DispatcherOverrides } from './dispatcher.composition';
import type { Dispatcher } from './dispatcher/dispatcher';

export type { DispatcherOverrides } from './dispatcher.composition';

/** A started dispatcher: its health endpoint's base URL, the worker (for tests), and its stop. */
export interface RunningDispatcher extends ListeningHttpApp {
  readonly name: 'webhook-dispatcher';
  readonly dispatcher: Dispatcher;
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
  const { logger, dispatcher, retention, email } = composition;
  const app = await NestFactory.create<NestExpressApplication>(DispatcherAppModule.register(composition), {
    logger,
    bodyParser: false,
  });
  app.disable('x-powered-by');
  let subscription: OutboxSubscription | null = null;
  const listening = await listenHttpApp(app, {
    name: 'webhook-dispatcher',
    host: config.host,
    port: config.port,
    keepAliveTimeoutMs: config.keepAliveTimeoutMs,
    // Not ready at once, but nothing routes traffic to it: no drain wait before it stops claiming.
    drainMs: 0,
    details: {
      concurrency: config.concurrency,
      poll_interval_ms: config.pollIntervalMs,
      retention_interval_s: config.retentionIntervalMs / 1_000,
    },
    work: {
      start: async () => {
        subscription = await listenForOutbox(database, {
          onWake: dispatcher.wake,
          onError: (error) =>
            logger.entry('warn', 'outbox listener lost its connection; polling until it is back', {
              error: error.message,
            }),
        });
        dispatcher.start();
        email.worker?.start();
        retention.start();
      },
      // Stop claiming; a prune under way stops after its current batch, while deliveries in flight
      // finish. The app then closes the composition last of all: whatever is still sending is cut.
      stop: async () => {
        await subscription?.close();
        await Promise.all([retention.stop(), dispatcher.stop(config.shutdownGraceMs), email.worker?.stop()]);
      },
    },
  });
  reportEmailDelivery(logger, email.delivery);
  return { name: 'webhook-dispatcher', ...listening, dispatcher };
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
