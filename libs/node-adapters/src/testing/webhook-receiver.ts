import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

/** One request as a receiver saw it; `at` is when its body had arrived (epoch ms). */
export interface ReceivedWebhook {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly at: number;
}

/** How the receiver answers; it may delay, or never answer (the test closes the receiver). */
export type ReceiverAnswer = (request: ReceivedWebhook, response: ServerResponse) => void | Promise<void>;

export interface WebhookReceiver {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedWebhook[];
  /** TCP connections accepted so far (keep-alive reuse shows as fewer connections than requests). */
  readonly connections: () => number;
  /** Resolves once `count` requests have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const answerStatus =
  (status: number, body = '{"ok":true}'): ReceiverAnswer =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };

/** A real HTTP server on 127.0.0.1 and a free port, recording every request. */
export async function startWebhookReceiver(
  answer: ReceiverAnswer = answerStatus(200),
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters = new Set<() => void>();
  let connections = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(entry);
      for (const wake of [...waiters]) wake();
      Promise.resolve(answer(entry, response)).catch(() => response.destroy());
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    connections: () => connections,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver got ${received.length} of ${count} requests within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
