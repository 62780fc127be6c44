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
