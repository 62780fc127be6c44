import { DEFAULT_KEEP_ALIVE_TIMEOUT_MS } from '@deal/nest-kit';
import { request as httpRequest } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Database } from '@deal/persistence';
import type { WebhookInConfig } from '../config/webhook-in-config';
import { createWebhookInApp } from '../webhook-in-app.factory';
import type { WebhookInOverrides } from '../webhook-in.composition';

export interface PostOptions {
  /** Sent as `X-Service-Webhook` when given. */
  readonly key?: string;
  /** A string is sent as it is; anything else as JSON. */
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export interface TestWebhookIn {
  readonly url: string;
  readonly app: NestExpressApplication;
  /** POSTs to `/spaces/{spaceId}/webhook-in`. */
  post(spaceId: string, options?: PostOptions): Promise<Response>;
  /** `post`, then the status, headers and parsed JSON body (null when empty). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
  call(spaceId: string, options?: PostOptions): Promise<{ status: number; headers: Headers; body: any }>;
  /** `call` from another loopback source address (127.x.y.z), as a different client would. */
  callFrom(from: string, spaceId: string, options?: PostOptions): Promise<LoopbackReply>;
  close(): Promise<void>;
}

export interface LoopbackReply {
  readonly status: number;
  readonly retryAfter: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
  readonly body: any;
}

export const testConfig = (overrides: Partial<WebhookInConfig> = {}): WebhookInConfig => ({
  port: 0,
  host: '127.0.0.1',
  migrateOnStart: false,
  metricsPort: 0,
  shutdown: { drainMs: 0, timeoutMs: 10_000 },
  keepAliveTimeoutMs: DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  trustProxy: false,
  bucket: { burst: 1000, ratePerSecond: 1000 },
  failedKeys: { limit: 1000, windowSeconds: 60 },
  redisUrl: null,
  logLevel: 'silent',
  appUrl: 'http://localhost:3000',
  ...overrides,
});

/** webhook-in listening on an ephemeral loopback port, for e2e tests over real HTTP. */
export async function startTestWebhookIn(
  database: Database,
  config: WebhookInConfig = testConfig(),
  extras: WebhookInOverrides = {},
): Promise<TestWebhookIn> {
  const app = await createWebhookInApp(database, config, extras);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const post = (spaceId: string, options: PostOptions = {}): Promise<Response> => {
    const json = options.body !== undefined && typeof options.body !== 'string';
    return fetch(`${url}/spaces/${encodeURIComponent(spaceId)}/webhook-in`, {
      method: 'POST',
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.key !== undefined ? { 'x-service-webhook': options.key } : {}),
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
    post,
    call: async (spaceId, options) => {
      const response = await post(spaceId, options);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
    },
    callFrom: (from, spaceId, options = {}) => postFrom(port, from, spaceId, options),
    close: () => app.close(),
  };
}

function postFrom(port: number, from: string, spaceId: string, options: PostOptions): Promise<LoopbackReply> {
  const body = JSON.stringify(options.body ?? {});
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/spaces/${encodeURIComponent(spaceId)}/webhook-in`,
        localAddress: from,
        agent: false,
        timeout: 10_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(options.key !== undefined ? { 'x-service-webhook': options.key } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
