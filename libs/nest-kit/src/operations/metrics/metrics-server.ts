import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  applyKeepAlive,
  closingIdleConnections,
  DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
} from '../keep-alive-settings';
import { httpUrlOf } from '../http-url';
import { METRICS_PATH } from '../probe-paths';
import type { AppMetrics } from './app-metrics';

export interface MetricsServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * `/metrics` on a port of its own (API_METRICS_PORT, WEBHOOK_IN_METRICS_PORT), so it is never on
 * the public surface: expose that port to Prometheus only (docs/operations.md). Anything else 404.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  port: number,
  host: string,
  keepAliveTimeoutMs = DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n'),
    );
  });
  applyKeepAlive(server, keepAliveTimeoutMs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: httpUrlOf(host, address.port),
    close: () =>
      closingIdleConnections(server, () => new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}
