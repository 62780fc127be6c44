import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Database } from '@deal/persistence';
import { createApiApp } from '../api-app.factory';
import type { ApiConfig } from '../config/api-config';

export interface TestApi {
  readonly url: string;
  readonly app: NestExpressApplication;
  get(path: string, token?: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export const testConfig = (overrides: Partial<ApiConfig> = {}): ApiConfig => ({
  port: 0,
  host: '127.0.0.1',
  rateLimit: { limit: 1000, windowSeconds: 60 },
  redisUrl: null,
  logLevel: 'silent',
  ...overrides,
});

/** The api listening on an ephemeral loopback port, for e2e tests over real HTTP. */
export async function startTestApi(database: Database, config: ApiConfig = testConfig()): Promise<TestApi> {
  const app = await createApiApp({ database, config });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    get: (path, token, headers = {}) =>
      fetch(`${url}${path}`, {
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: () => app.close(),
  };
}
