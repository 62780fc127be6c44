import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { ApiConfig } from '../config/api-config';
import { API_THROTTLER } from '@deal/nest-kit';

/** `RateLimit-Policy` value: `<limit>;w=<window seconds>` (CONTRACT §2 Common). */
export function rateLimitPolicyOf(config: ApiConfig): string {
  return `${config.rateLimit.limit};w=${config.rateLimit.windowSeconds}`;
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
