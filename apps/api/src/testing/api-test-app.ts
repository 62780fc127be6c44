import { DEFAULT_KEEP_ALIVE_TIMEOUT_MS } from '@deal/nest-kit';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DEFAULT_AUTOMATION_LIMITS, type Clock } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { createApiApp } from '../api-app.factory';
import type { ApiConfig } from '../config/api-config';

export interface TestApi {
  readonly url: string;
  readonly app: NestExpressApplication;
  get(path: string, token?: string, headers?: Record<string, string>): Promise<Response>;
  /** Any method; a `body` other than a string is sent as JSON with `Content-Type: application/json`. */
  send(method: string, path: string, options?: SendOptions): Promise<Response>;
  /** `send`, then the status and parsed JSON body (null when the body is empty). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
  call(method: string, path: string, options?: SendOptions): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export interface SendOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export const testConfig = (overrides: Partial<ApiConfig> = {}): ApiConfig => ({
  port: 0,
  host: '127.0.0.1',
  migrateOnStart: false,
  metricsPort: 0,
  shutdown: { drainMs: 0, timeoutMs: 10_000 },
  keepAliveTimeoutMs: DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  trustProxy: false,
  rateLimit: { limit: 1000, windowSeconds: 60 },
  redisUrl: null,
  logLevel: 'silent',
  appUrl: 'http://localhost:3000',
  webhookInUrl: 'http://localhost:3001',
  webhookTimeoutMs: 30_000,
  webhookAllowLoopback: true,
  signInRateLimit: { limit: 1000, windowSeconds: 300 },
  // Generous, as the rate limit above: tests of the limits set their own.
  spaceLimits: { spacesPerUser: 1000, invitationsPerSpacePerDay: 1000 },
  automationLimits: DEFAULT_AUTOMATION_LIMITS,
  deliveryRetentionDays: 30,
  signUp: 'invite',
  oidc: null,
  ...overrides,
});

/** The api listening on an ephemeral loopback port, for e2e tests over real HTTP. */
export async function startTestApi(
  database: Database,
  config: ApiConfig = testConfig(),
  clock?: Clock,
): Promise<TestApi> {
  const app = await createApiApp(database, config, { ...(clock && { clock }) });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const send = (method: string, path: string, options: SendOptions = {}): Promise<Response> => {
    const json = options.body !== undefined && typeof options.body !== 'string';
    return fetch(`${url}${path}`, {
      method,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined && {
        body: json ? JSON.stringify(options.body) : (options.body as string),
      }),
    });
  };
  return {
    url,
    app,
    get: (path, token, headers = {}) =>
      fetch(`${url}${path}`, {
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    send,
    call: async (method, path, options) => {
      const response = await send(method, path, options);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    close: () => app.close(),
  };
}
