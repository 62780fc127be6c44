import type { TokenBucketRule } from '@deal/domain';
import {
  EnvReader,
  readKeepAliveTimeout,
  readShutdownSettings,
  readTrustProxy,
  type Env,
  type LogLevel,
  type ShutdownSettings,
  type TrustProxy,
} from '@deal/nest-kit';
import type { FailedKeyRule } from '../rate-limit/failed-key-limiter.port';

/** The webhook-in app's environment (CONTRACT §1), parsed and checked once at start. */
export interface WebhookInConfig {
  readonly port: number;
  readonly host: string;
  /** `WEBHOOK_IN_METRICS_PORT`: `/metrics` on a port of its own (0 = any free port). */
  readonly metricsPort: number;
  readonly shutdown: ShutdownSettings;
  /** `HTTP_KEEP_ALIVE_TIMEOUT_MS`: idle keep-alive connections outlast the proxy's (docs/operations.md). */
  readonly keepAliveTimeoutMs: number;
  /** `TRUST_PROXY`: whose X-Forwarded-For names the client (the wrong-key limit keys on it). */
  readonly trustProxy: TrustProxy;
  /** Per-space token bucket: `WEBHOOK_IN_BURST` tokens, refilled at `WEBHOOK_IN_RATE_PER_S`. */
  readonly bucket: TokenBucketRule;
  /**
   * Wrong signing keys per client address and space: `WEBHOOK_IN_FAILED_KEY_LIMIT` (default: the
   * burst) in a window of `WEBHOOK_IN_FAILED_KEY_WINDOW_S`; past it the address is refused for that
   * space (429) until the window ends. They never spend the space's bucket.
   */
  readonly failedKeys: FailedKeyRule;
  /** Shared buckets for several instances; null keeps them in this process. */
  readonly redisUrl: string | null;
  readonly logLevel: LogLevel;
  /** `MIGRATE_ON_START`: apply pending migrations before serving (default true). */
  readonly migrateOnStart: boolean;
  /** `APP_URL`: `{app_url}` of the deal links in the outbox events a change writes (SPEC §2.3). */
  readonly appUrl: string;
}

export { ConfigError } from '@deal/nest-kit';

/** Reads every variable, collects every problem, and throws them together: one fix-up round. */
export function parseWebhookInConfig(env: Env): WebhookInConfig {
  const read = new EnvReader(env);
  const port = read.integer('WEBHOOK_IN_PORT', 3001, 0, 65535);
  const host = read.host();
  const metricsPort = read.integer('WEBHOOK_IN_METRICS_PORT', 9102, 0, 65535);
  const burst = read.integer('WEBHOOK_IN_BURST', 20, 1, 1_000_000);
  return read.done({
    port,
    host,
    metricsPort,
    shutdown: readShutdownSettings(read),
    keepAliveTimeoutMs: readKeepAliveTimeout(read),
    trustProxy: readTrustProxy(read),
    bucket: { burst, ratePerSecond: read.decimal('WEBHOOK_IN_RATE_PER_S', 5, 0.001, 1_000_000) },
    failedKeys: {
      // Unset, it is the burst: a sender that sends its whole burst at once (each request holds an
      // attempt until its key is accepted) is never refused by it.
      limit: read.integer('WEBHOOK_IN_FAILED_KEY_LIMIT', burst, 1, 1_000_000),
      windowSeconds: read.integer('WEBHOOK_IN_FAILED_KEY_WINDOW_S', 60, 1, 86_400),
    },
    redisUrl: read.redisUrl(),
    logLevel: read.logLevel(),
    migrateOnStart: read.migrateOnStart(),
    appUrl: read.url('APP_URL', 'http://localhost:3000'),
  });
}
