import type { EnvReader } from '../config/env-reader';

/** How an app stops on SIGTERM (docs/operations.md "Stopping and rolling restarts"). */
export interface ShutdownSettings {
  /**
   * `SHUTDOWN_DRAIN_MS`: how long the app keeps serving while it answers `/readyz` with 503, so
   * that load balancers and Kubernetes stop sending it new requests before it stops accepting.
   */
  readonly drainMs: number;
  /** `SHUTDOWN_TIMEOUT_MS`: the whole stop, drain included; past it the process exits anyway. */
  readonly timeoutMs: number;
}

/** Reads both settings (every app has them); the timeout must leave room after the drain. */
export function readShutdownSettings(read: EnvReader): ShutdownSettings {
  const drainMs = read.integer('SHUTDOWN_DRAIN_MS', 0, 0, 600_000);
  const timeoutMs = read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 1_000, 900_000);
  if (timeoutMs < drainMs + 1_000) {
    read.problem(
      `SHUTDOWN_TIMEOUT_MS (${timeoutMs}) must be at least SHUTDOWN_DRAIN_MS (${drainMs}) + 1000, to finish the requests in flight`,
    );
  }
  return { drainMs, timeoutMs };
}
