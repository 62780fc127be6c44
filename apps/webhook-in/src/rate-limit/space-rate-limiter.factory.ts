import type { Clock } from '@deal/domain';
import type { WebhookInConfig } from '../config/webhook-in-config';
import { InMemorySpaceRateLimiter } from './in-memory.space-rate-limiter';
import { RedisSpaceRateLimiter } from './redis.space-rate-limiter';
import type { SpaceRateLimiter } from './space-rate-limiter.port';

/** Shared buckets in Redis when REDIS_URL is set (several instances), else buckets in this process. */
export function spaceRateLimiterFor(config: WebhookInConfig, clock: Clock): SpaceRateLimiter {
  return config.redisUrl !== null
    ? new RedisSpaceRateLimiter(config.redisUrl, config.bucket)
    : new InMemorySpaceRateLimiter(config.bucket, clock);
}
