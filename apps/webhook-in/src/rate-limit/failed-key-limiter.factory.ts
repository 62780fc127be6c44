import type { Clock } from '@deal/domain';
import type { WebhookInConfig } from '../config/webhook-in-config';
import type { FailedKeyLimiter } from './failed-key-limiter.port';
import { InMemoryFailedKeyLimiter } from './in-memory.failed-key-limiter';
import { RedisFailedKeyLimiter } from './redis.failed-key-limiter';

/** Shared counters in Redis when REDIS_URL is set (several instances), else counters in this process. */
export function failedKeyLimiterFor(config: WebhookInConfig, clock: Clock): FailedKeyLimiter {
  return config.redisUrl !== null
    ? new RedisFailedKeyLimiter(config.redisUrl, config.failedKeys)
    : new InMemoryFailedKeyLimiter(config.failedKeys, clock);
}
