import type { Database } from '@deal/persistence';
import { createApiApp } from './api-app.factory';
import { parseApiConfig, type ApiConfig } from './config/api-config';
import { JsonLogger } from '@deal/nest-kit';

/** A started api: the base URL it answers on (the real port when configured with 0) and its stop. */
export interface RunningApi {
  readonly name: 'api';
  readonly url: string;
  close(): Promise<void>;
}

/** Builds the api on an opened, migrated database and listens on the configured address. */
export async function startApi(database: Database, config: ApiConfig): Promise<RunningApi> {
  const app = await createApiApp({ database, config });
  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as { port: number };
  app.get(JsonLogger).entry('info', 'api listening', { host: config.host, port });
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  return {
    name: 'api',
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => app.close(),
  };
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
