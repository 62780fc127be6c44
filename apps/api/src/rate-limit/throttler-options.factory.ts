import type { Clock } from '@deal/domain';
import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { ApiConfig } from '../config/api-config';
import { FixedWindowMemoryThrottlerStorage } from './fixed-window-memory.throttler-storage';
import { FixedWindowRedisThrottlerStorage } from './fixed-window-redis.throttler-storage';
import { API_THROTTLER } from './skip-api-budget.decorator';

/** `RateLimit-Policy` value: `<limit>;w=<window seconds>` (CONTRACT §2 Common). */
export function rateLimitPolicyOf(config: ApiConfig): string {
  return `${config.rateLimit.limit};w=${config.rateLimit.windowSeconds}`;
}

/** The api's rate-limit counters: Redis when configured (shared by instances), else in-process. */
export function throttlerStorageFor(config: ApiConfig, clock: Clock): ThrottlerStorage {
  return config.redisUrl
    ? new FixedWindowRedisThrottlerStorage(config.redisUrl)
    : new FixedWindowMemoryThrottlerStorage(clock);
}

/** One throttler for the whole surface, counting in `storage`. */
export function throttlerOptionsFor(config: ApiConfig, storage: ThrottlerStorage): ThrottlerModuleOptions {
  const ttl = config.rateLimit.windowSeconds * 1000;
  return {
    throttlers: [{ name: API_THROTTLER, limit: config.rateLimit.limit, ttl, blockDuration: ttl }],
    setHeaders: false,
    storage,
  };
}
