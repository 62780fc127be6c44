import { createServer } from 'node:http';

/** A receiver on 127.0.0.1 that answers 200 at once and notes when each delivery id first arrived. */
export interface WebhookReceiver {
  readonly url: string;
  /** Epoch ms of each delivery id's first receipt since the last `reset`. */
  readonly receipts: ReadonlyMap<string, number>;
  /** Requests whose delivery id had arrived before (at-least-once repeats). */
  readonly repeats: number;
  reset(): void;
  /** Resolves once `count` distinct ids have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let receipts = new Map<string, number>();
  let repeats = 0;
  const server = createServer((request, response) => {
    request.resume().on('end', () => {
      const id = String(request.headers['x-service-delivery'] ?? '');
      if (receipts.has(id)) repeats += 1;
      else receipts.set(id, Date.now());
      response.writeHead(200, { 'content-length': '0' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    get receipts() {
      return receipts;
    },
    get repeats() {
      return repeats;
    },
    reset() {
      receipts = new Map();
      repeats = 0;
    },
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (receipts.size < count) {
        if (Date.now() > deadline) {
          throw new Error(`receiver: ${receipts.size} of ${count} deliveries within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
