import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A real HTTP endpoint on 127.0.0.1 answering every request with `status`, recording what came. */
export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startReceiver(status: number): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => closeServer(server) };
}

/** A loopback URL nobody listens on: a port that was free a moment ago. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await closeServer(server);
  return `http://127.0.0.1:${port}/hook`;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
