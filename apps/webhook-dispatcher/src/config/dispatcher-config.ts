import { parseRetryDelays } from '@deal/domain';
import type { RetentionHorizons } from '@deal/persistence';
import { EnvReader, readRetentionHorizons, type Env, type LogLevel } from '@deal/nest-kit';

/** The dispatcher's environment (CONTRACT §1), parsed and checked once at start. */
export interface DispatcherConfig {
  /** `DISPATCHER_PORT`: the health endpoint. */
  readonly port: number;
  readonly host: string;
  readonly logLevel: LogLevel;
  /** `WEBHOOK_TIMEOUT_MS`: one attempt, connect to last byte of the answer. */
  readonly timeoutMs: number;
  /** `WEBHOOK_RETRY_DELAYS_MS`. */
  readonly retryDelaysMs: readonly number[];
  /** `WEBHOOK_ALLOW_LOOPBACK`. */
  readonly allowLoopback: boolean;
  /** `DISPATCHER_CONCURRENCY`: deliveries in flight at once in this process. */
  readonly concurrency: number;
  /** `DISPATCHER_POLL_INTERVAL_MS`: claims happen on wake-ups, and at least this often. */
  readonly pollIntervalMs: number;
  /** How long a claim is exclusive: the timeout plus a margin for recording the attempt. */
  readonly leaseMs: number;
  /** How long a stop waits for deliveries in flight before leaving them to their leases. */
  readonly shutdownGraceMs: number;
  /** `RETENTION_*_DAYS`: what the periodic prune deletes (docs/operations.md, "Retention"). */
  readonly retention: RetentionHorizons;
  /** `RETENTION_INTERVAL_S` in ms: the pause between two prunes of this process; 0 = never prune. */
  readonly retentionIntervalMs: number;
}

/** Past the timeout, the time an attempt has to be recorded before its delivery is claimable again. */
export const LEASE_MARGIN_MS = 30_000;
/** Below the 10 s in which exitOnSignals gives up on a stop, so the rest of the close fits too. */
export const SHUTDOWN_GRACE_MS = 5_000;

export { ConfigError as DispatcherConfigError } from '@deal/nest-kit';

/** Reads every variable, collects every problem, and throws them together: one fix-up round. */
export function parseDispatcherConfig(env: Env): DispatcherConfig {
  const read = new EnvReader(env);
  const port = read.integer('DISPATCHER_PORT', 3002, 0, 65535);
  const timeoutMs = read.integer('WEBHOOK_TIMEOUT_MS', 30_000, 1, 300_000);
  const concurrency = read.integer('DISPATCHER_CONCURRENCY', 32, 1, 1_000);
  const pollIntervalMs = read.integer('DISPATCHER_POLL_INTERVAL_MS', 1_000, 10, 60_000);
  const delays = parseRetryDelays(env['WEBHOOK_RETRY_DELAYS_MS'] ?? '1000,5000');
  if (!delays.ok) read.problem(`WEBHOOK_RETRY_DELAYS_MS: ${delays.error}`);
  const allowLoopback = read.flag('WEBHOOK_ALLOW_LOOPBACK', true);
  const logLevel = read.logLevel();
  const retention = readRetentionHorizons(read);
  const retentionIntervalS = read.integer('RETENTION_INTERVAL_S', 3_600, 0, 604_800);
  return read.done({
    port,
    host: read.host(),
    logLevel,
    timeoutMs,
    retryDelaysMs: delays.ok ? delays.value : [],
    allowLoopback,
    concurrency,
    pollIntervalMs,
    leaseMs: timeoutMs + LEASE_MARGIN_MS,
    shutdownGraceMs: SHUTDOWN_GRACE_MS,
    retention,
    retentionIntervalMs: retentionIntervalS * 1_000,
  });
}
