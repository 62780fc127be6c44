import {
  DEFAULT_ENDPOINT_DISABLE_AFTER_FAILURES,
  DEFAULT_ENDPOINT_DISABLE_AFTER_MS,
  parseRetryDelays,
  type EndpointHealthRule,
} from '@deal/domain';
import type { RetentionHorizons } from '@deal/persistence';
import {
  EnvReader,
  readRetentionHorizons,
  readKeepAliveTimeout,
  readShutdownSettings,
  type Env,
  type LogLevel,
  type ShutdownSettings,
} from '@deal/nest-kit';
import { readMailSettings, type MailSettings } from './mail-config';

/** The dispatcher's environment (CONTRACT §1), parsed and checked once at start. */
export interface DispatcherConfig {
  /** `DISPATCHER_PORT`: the health endpoint. */
  readonly port: number;
  readonly host: string;
  readonly logLevel: LogLevel;
  /** `MIGRATE_ON_START`: apply pending migrations before serving (default true). */
  readonly migrateOnStart: boolean;
  /** `WEBHOOK_TIMEOUT_MS`: one attempt, connect to last byte of the answer. */
  readonly timeoutMs: number;
  /** `WEBHOOK_RETRY_DELAYS_MS`. */
  readonly retryDelaysMs: readonly number[];
  /** `WEBHOOK_ALLOW_LOOPBACK`. */
  readonly allowLoopback: boolean;
  /**
   * `WEBHOOK_ENDPOINT_DISABLE_AFTER_MS` / `WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES`: when an endpoint
   * that fails every delivery is disabled (docs/automations.md "Endpoint health").
   */
  readonly endpointHealth: EndpointHealthRule;
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
  /** `SHUTDOWN_DRAIN_MS` / `SHUTDOWN_TIMEOUT_MS`, as every app. */
  readonly shutdown: ShutdownSettings;
  /** `HTTP_KEEP_ALIVE_TIMEOUT_MS`: idle keep-alive connections outlast the proxy's (docs/operations.md). */
  readonly keepAliveTimeoutMs: number;
  /** `SMTP_URL`, `MAIL_FROM`, `EMAIL_RETRY_DELAYS_MS`: how the email outbox goes out (docs/accounts.md). */
  readonly mail: MailSettings;
}

/** The longest failing run the setting accepts: a year. */
export const MAX_ENDPOINT_DISABLE_AFTER_MS = 365 * 86_400_000;
export const MAX_ENDPOINT_DISABLE_AFTER_FAILURES = 1_000_000;

/** Past the timeout, the time an attempt has to be recorded before its delivery is claimable again. */
export const LEASE_MARGIN_MS = 30_000;
/** What the whole stop leaves for closing after deliveries in flight had their grace. */
export const SHUTDOWN_CLOSE_MARGIN_MS = 5_000;

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
  const endpointHealth: EndpointHealthRule = {
    disableAfterMs: read.integer(
      'WEBHOOK_ENDPOINT_DISABLE_AFTER_MS',
      DEFAULT_ENDPOINT_DISABLE_AFTER_MS,
      1,
      MAX_ENDPOINT_DISABLE_AFTER_MS,
    ),
    disableAfterFailures: read.integer(
      'WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES',
      DEFAULT_ENDPOINT_DISABLE_AFTER_FAILURES,
      1,
      MAX_ENDPOINT_DISABLE_AFTER_FAILURES,
    ),
  };
  const logLevel = read.logLevel();
  const retention = readRetentionHorizons(read);
  const retentionIntervalS = read.integer('RETENTION_INTERVAL_S', 3_600, 0, 604_800);
  const shutdown = readShutdownSettings(read);
  const migrateOnStart = read.migrateOnStart();
  const mail = readMailSettings(read, env);
  return read.done({
    mail,
    port,
    host: read.host(),
    logLevel,
    timeoutMs,
    retryDelaysMs: delays.ok ? delays.value : [],
    allowLoopback,
    endpointHealth,
    concurrency,
    pollIntervalMs,
    leaseMs: timeoutMs + LEASE_MARGIN_MS,
    // Deliveries in flight get the stop's time less a margin for closing (5 s with the defaults;
    // the dispatcher does not drain: nothing routes traffic to it); past it they are left to
    // their leases, never lost.
    shutdownGraceMs: Math.max(0, shutdown.timeoutMs - SHUTDOWN_CLOSE_MARGIN_MS),
    shutdown,
    keepAliveTimeoutMs: readKeepAliveTimeout(read),
    retention,
    retentionIntervalMs: retentionIntervalS * 1_000,
    migrateOnStart,
  });
}
