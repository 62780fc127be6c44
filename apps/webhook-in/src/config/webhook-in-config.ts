import type { TokenBucketRule } from '@deal/domain';
import { EnvReader, type Env, type LogLevel } from '@deal/nest-kit';

/** The webhook-in app's environment (CONTRACT §1), parsed and checked once at start. */
export interface WebhookInConfig {
  readonly port: number;
  readonly host: string;
  /** Per-space token bucket: `WEBHOOK_IN_BURST` tokens, refilled at `WEBHOOK_IN_RATE_PER_S`. */
  readonly bucket: TokenBucketRule;
  /** Shared buckets for several instances; null keeps them in this process. */
  readonly redisUrl: string | null;
  readonly logLevel: LogLevel;
  /** `APP_URL`: `{app_url}` of the deal links in the outbox events a change writes (SPEC §2.3). */
  readonly appUrl: string;
}

export { ConfigError } from '@deal/nest-kit';

/** Reads every variable, collects every problem, and throws them together: one fix-up round. */
export function parseWebhookInConfig(env: Env): WebhookInConfig {
  const read = new EnvReader(env);
  return read.done({
    port: read.integer('WEBHOOK_IN_PORT', 3001, 0, 65535),
    host: read.host(),
    bucket: {
      burst: read.integer('WEBHOOK_IN_BURST', 20, 1, 1_000_000),
      ratePerSecond: read.decimal('WEBHOOK_IN_RATE_PER_S', 5, 0.001, 1_000_000),
    },
    redisUrl: read.redisUrl(),
    logLevel: read.logLevel(),
    appUrl: read.url('APP_URL', 'http://localhost:3000'),
  });
}
