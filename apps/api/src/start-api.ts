import type { Database } from '@deal/persistence';
import { createApiApp } from './api-app.factory';
import { parseApiConfig, type ApiConfig } from './config/api-config';
import { listenHttpApp, type ListeningHttpApp } from '@deal/nest-kit';

/**
 * A started api: the base URL it answers on (the real port when configured with 0), where
 * `/metrics` answers (API_METRICS_PORT), and its stop (nest-kit's listenHttpApp).
 */
export interface RunningApi extends ListeningHttpApp {
  readonly name: 'api';
  readonly metricsUrl: string;
}

/** Builds the api on an opened, migrated database and listens on the configured address. */
export async function startApi(database: Database, config: ApiConfig): Promise<RunningApi> {
  const app = await createApiApp(database, config);
  const { host, port, keepAliveTimeoutMs, metricsPort, shutdown } = config;
  const listening = await listenHttpApp(app, {
    name: 'api',
    host,
    port,
    keepAliveTimeoutMs,
    metricsPort,
    drainMs: shutdown.drainMs,
  });
  return { name: 'api', ...listening };
}

/**
 * The api as one entry of `npm start` (tools/start-all.ts): its environment is checked before any
 * app starts (a ConfigError lists every problem), then it starts on the process's shared database.
 */
export const apiStarter = {
  name: 'api',
  configure(env: Record<string, string | undefined>): (database: Database) => Promise<RunningApi> {
    const config = parseApiConfig(env);
    return (database) => startApi(database, config);
  },
};
