import type { Database } from '@deal/persistence';
import {
  AppLifecycle,
  AppMetrics,
  applyKeepAlive,
  closingIdleConnections,
  JsonLogger,
  startMetricsServer,
} from '@deal/nest-kit';
import { parseWebhookInConfig, type WebhookInConfig } from './config/webhook-in-config';
import { createWebhookInApp } from './webhook-in-app.factory';

/** A started webhook-in: the base URL it answers on (the real port when configured with 0) and its stop. */
export interface RunningWebhookIn {
  readonly name: 'webhook-in';
  readonly url: string;
  /** Where `/metrics` answers (WEBHOOK_IN_METRICS_PORT). */
  readonly metricsUrl: string;
  close(): Promise<void>;
}

/** Builds webhook-in on an opened, migrated database and listens on the configured address. */
export async function startWebhookIn(database: Database, config: WebhookInConfig): Promise<RunningWebhookIn> {
  const app = await createWebhookInApp(database, config);
  // Idle keep-alive connections outlast the proxy's (docs/operations.md "Keep-alive behind a proxy").
  applyKeepAlive(app.getHttpServer(), config.keepAliveTimeoutMs);
  await app.listen(config.port, config.host);
  const metrics = await startMetricsServer(
    app.get(AppMetrics),
    config.metricsPort,
    config.host,
    config.keepAliveTimeoutMs,
  ).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  const { port } = app.getHttpServer().address() as { port: number };
  app.get(JsonLogger).listening('webhook-in listening', {
    host: config.host,
    port,
    rate_limit: config.redisUrl === null ? 'in-process' : 'redis',
    metrics: metrics.url,
  });
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  return {
    name: 'webhook-in',
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    metricsUrl: metrics.url,
    // Not ready at once, still serving for the drain, then no new connections; close waits for
    // the requests in flight (docs/operations.md "Stopping and rolling restarts").
    close: async () => {
      await app.get(AppLifecycle).drain(config.shutdown.drainMs);
      // Connections whose request was in flight are ended once idle, not kept for the keep-alive.
      await closingIdleConnections(app.getHttpServer(), () => app.close());
      await metrics.close();
    },
  };
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
