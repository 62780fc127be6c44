import type { Clock } from '@deal/domain';
import { TypeOrmUnitOfWork, type Database } from '@deal/persistence';
import { RandomIdGenerator, SystemClock } from '@deal/node-adapters';
import { httpAppOperations, JsonLogger } from '@deal/nest-kit';
import { WebhookInMetrics } from './operations/webhook-in.metrics';
import { StandardWebhooksSignatureVerifier } from './auth/standard-webhooks.signature-verifier';
import { TimingSafeSecretComparer } from './auth/timing-safe.secret-comparer';
import type { WebhookInConfig } from './config/webhook-in-config';
import type { FailedKeyLimiter } from './rate-limit/failed-key-limiter.port';
import { InMemoryFailedKeyLimiter } from './rate-limit/in-memory.failed-key-limiter';
import { InMemorySpaceRateLimiter } from './rate-limit/in-memory.space-rate-limiter';
import { RedisFailedKeyLimiter } from './rate-limit/redis.failed-key-limiter';
import { RedisSpaceRateLimiter } from './rate-limit/redis.space-rate-limiter';
import type { SpaceRateLimiter } from './rate-limit/space-rate-limiter.port';
import { WebhookInLimits } from './rate-limit/webhook-in-limits';
import type { WebhookInParts } from './webhook-in.parts';

/** What tests may replace in webhook-in's composition. */
export interface WebhookInOverrides {
  /** Defaults to the system clock. */
  readonly clock?: Clock;
  /** Defaults to the limiter the config chooses (Redis with REDIS_URL, else in-process). */
  readonly limiter?: SpaceRateLimiter;
  /** Defaults to JSON lines on stdout at `config.logLevel`; tests may capture them. */
  readonly logger?: JsonLogger;
}

/**
 * webhook-in's composition root: every adapter of the app and the Receive Webhook use case's
 * dependency object are built here, once, and nowhere else. The controller injects one part each
 * (`@InjectWebhookIn`). "What implements X in webhook-in" is answered here; what
 * each part is, in webhook-in.parts.ts.
 */
export function composeWebhookIn(
  database: Database,
  config: WebhookInConfig,
  overrides: WebhookInOverrides = {},
): WebhookInParts {
  const { clock = new SystemClock() } = overrides;
  const logger = overrides.logger ?? new JsonLogger(config.logLevel);
  // Shared counters in Redis when REDIS_URL is set (several instances), else counters in this process.
  const spaces: SpaceRateLimiter =
    overrides.limiter ??
    (config.redisUrl !== null
      ? new RedisSpaceRateLimiter(config.redisUrl, config.bucket)
      : new InMemorySpaceRateLimiter(config.bucket, clock));
  const failedKeys: FailedKeyLimiter =
    config.redisUrl !== null
      ? new RedisFailedKeyLimiter(config.redisUrl, config.failedKeys)
      : new InMemoryFailedKeyLimiter(config.failedKeys, clock);
  const operations = httpAppOperations('webhook-in', database, config.redisUrl);
  const metrics = new WebhookInMetrics(operations.metrics);
  const limits = new WebhookInLimits(failedKeys, spaces, logger, metrics);
  return {
    logger,
    operations,
    metrics,
    limits,
    incoming: {
      uow: new TypeOrmUnitOfWork(database.dataSource),
      ids: new RandomIdGenerator(),
      secrets: new TimingSafeSecretComparer(),
      signatures: new StandardWebhooksSignatureVerifier(),
      clock,
      appUrl: config.appUrl,
    },
    /** After the HTTP server has closed, so no request in flight loses the limiters (their Redis). */
    close: () => limits.close(),
  } satisfies WebhookInParts;
}
