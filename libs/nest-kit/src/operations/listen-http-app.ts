import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { JsonLogger } from '../logging/json-logger';
import { AppLifecycle } from './app-lifecycle';
import { httpUrlOf } from './http-url';
import { applyKeepAlive, closingIdleConnections } from './keep-alive-settings';
import { AppMetrics } from './metrics/app-metrics';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';

/** Where and how an app listens, from its configuration. */
export interface ListenSettings {
  readonly host: string;
  readonly port: number;
  /** `HTTP_KEEP_ALIVE_TIMEOUT_MS`: on the app's server and on its metrics server. */
  readonly keepAliveTimeoutMs: number;
  /** `/metrics` on a port of its own (`API_METRICS_PORT` …); absent: the app serves it itself. */
  readonly metricsPort?: number;
  /** How long a stopping app keeps serving while not ready (`SHUTDOWN_DRAIN_MS`). */
  readonly drainMs: number;
}

/** What runs beside the HTTP side (the dispatcher's worker): started before it listens, stopped before it closes. */
export interface BackgroundWork {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ListenHttpAppOptions extends ListenSettings {
  /** The app's name, for its `<name> listening` line. */
  readonly name: string;
  /** More fields of that line, after `host` and `port`. */
  readonly details?: Readonly<Record<string, unknown>>;
  readonly work?: BackgroundWork;
}

/** A listening app: the base URL it answers on (the real port when configured with 0) and its stop. */
export interface ListeningHttpApp {
  readonly url: string;
  /** Where `/metrics` answers, when on a port of its own. */
  readonly metricsUrl: string | null;
  close(): Promise<void>;
}

/**
 * Turns an initialised Nest app (over its composition) into a listening one, the same way for
 * every HTTP app: its background work started, the keep-alive timeout applied, listening on
 * `host:port`, the metrics server on its own port, then the one `<name> listening` line. Should any
 * step fail, what has started is stopped and the app closed (no drain), and the error thrown.
 *
 * `close` (docs/operations.md "Stopping and rolling restarts"): not ready at once, still serving for
 * `drainMs`; then the background work stops; then the app closes, no new connections, the requests
 * in flight finish, and connections whose request was in flight are ended once idle, not kept for
 * the keep-alive (the composition closes last, from Nest's shutdown hooks); then the metrics server.
 * The database stays open: its owner closes it.
 */
export async function listenHttpApp(
  app: INestApplication,
  options: ListenHttpAppOptions & { readonly metricsPort: number },
): Promise<ListeningHttpApp & { readonly metricsUrl: string }>;
export async function listenHttpApp(
  app: INestApplication,
  options: ListenHttpAppOptions,
): Promise<ListeningHttpApp>;
export async function listenHttpApp(
  app: INestApplication,
  options: ListenHttpAppOptions,
): Promise<ListeningHttpApp> {
  const { host, keepAliveTimeoutMs, work } = options;
  const server = app.getHttpServer() as Server;
  let metrics: MetricsServer | null = null;
  const stop = async (drainMs: number) => {
    await app.get(AppLifecycle).drain(drainMs);
    await work?.stop();
    await closingIdleConnections(server, () => app.close());
    await metrics?.close();
  };
  try {
    await work?.start();
    // Idle keep-alive connections outlast the proxy's (docs/operations.md "Keep-alive behind a proxy").
    applyKeepAlive(server, keepAliveTimeoutMs);
    await app.listen(options.port, host);
    if (options.metricsPort !== undefined)
      metrics = await startMetricsServer(app.get(AppMetrics), options.metricsPort, host, keepAliveTimeoutMs);
  } catch (error) {
    await stop(0).catch(() => undefined);
    throw error;
  }
  const { port } = server.address() as { port: number };
  app.get(JsonLogger).listening(`${options.name} listening`, {
    host,
    port,
    ...options.details,
    ...(metrics && { metrics: metrics.url }),
  });
  return { url: httpUrlOf(host, port), metricsUrl: metrics?.url ?? null, close: () => stop(options.drainMs) };
}
