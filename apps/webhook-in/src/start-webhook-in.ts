import type { Database } from '@deal/persistence';
import { listenHttpApp, type ListeningHttpApp } from '@deal/nest-kit';
import { parseWebhookInConfig, type WebhookInConfig } from './config/webhook-in-config';
import { createWebhookInApp } from './webhook-in-app.factory';

/**
 * A started webhook-in: the base URL it answers on (the real port when configured with 0), where
 * `/metrics` answers (WEBHOOK_IN_METRICS_PORT), and its stop (nest-kit's listenHttpApp).
 */
export interface RunningWebhookIn extends ListeningHttpApp {
  readonly name: 'webhook-in';
  readonly metricsUrl: string;
}

/** Builds webhook-in on an opened, migrated database and listens on the configured address. */
export async function startWebhookIn(database: Database, config: WebhookInConfig): Promise<RunningWebhookIn> {
  const app = await createWebhookInApp(database, config);
  const { host, port, keepAliveTimeoutMs, metricsPort, shutdown } = config;
  const listening = await listenHttpApp(app, {
    name: 'webhook-in',
    host,
    port,
    keepAliveTimeoutMs,
    metricsPort,
    drainMs: shutdown.drainMs,
    details: { rate_limit: config.redisUrl === null ? 'in-process' : 'redis' },
  });
  return { name: 'webhook-in', ...listening };
}

/**
 * webhook-in as one entry of `npm start` (tools/start-all.ts): its environment is checked before
 * any app starts (a ConfigError lists every problem), then it starts on the process's shared database.
 */
export const webhookInStarter = {
  name: 'webhook-in',
  configure(env: Record<string, string | undefined>): (database: Database) => Promise<RunningWebhookIn> {
    const config = parseWebhookInConfig(env);
    return (database) => startWebhookIn(database, config);
  },
};
