import type { Server } from 'node:http';
import type { EnvReader } from '../config/env-reader';

/**
 * `HTTP_KEEP_ALIVE_TIMEOUT_MS` (default 65000): how long an app keeps an idle keep-alive
 * connection open. It must outlast the idle timeout of the proxy in front (HAProxy's
 * `timeout server`/`http-reuse`, a cloud load balancer's 60 s), so the proxy, never the app, ends
 * an idle connection; Node's own 5 s would close connections the proxy is about to reuse, and
 * the request sent on one gets a 502 (docs/operations.md "Keep-alive behind a proxy").
 */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Reads the setting (every app with an HTTP server has it). */
export function readKeepAliveTimeout(read: EnvReader): number {
  return read.integer('HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_KEEP_ALIVE_TIMEOUT_MS, 1_000, 299_000);
}

/**
 * Applies the keep-alive timeout to a server, with `headersTimeout` a second longer: Node requires
 * the headers of a request on a reused connection to arrive within it, and a shorter one would end
 * an idle connection first anyway.
 */
export function applyKeepAlive(server: Server, keepAliveTimeoutMs: number): void {
  // Below Node's requestTimeout (300 s), which the setting's maximum (299000) leaves room for.
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
}

/** How often a stopping server ends the keep-alive connections that have fallen idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Runs `close` (which closes `server`, e.g. Nest's `app.close()`) while ending, every 100 ms, the
 * connections that have fallen idle. Node ends the idle ones when the server closes, but not one
 * whose request was still in flight then: it would stay open for the whole keep-alive timeout and
 * hold the stop past SHUTDOWN_TIMEOUT_MS. A request in flight is never cut.
 */
export async function closingIdleConnections(server: Server, close: () => Promise<void>): Promise<void> {
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await close();
  } finally {
    clearInterval(sweep);
  }
}
