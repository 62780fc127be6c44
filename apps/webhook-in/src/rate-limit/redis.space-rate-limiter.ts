import type { Redis } from 'ioredis';
import { failFastRedis, type FailFastRedis } from '@deal/nest-kit';
import { msUntilFull, type TokenBucketRule } from '@deal/domain';
import type { SpaceRateLimiter } from './space-rate-limiter.port';

/**
 * `takeToken` of the domain (token-bucket.policy.ts), as one atomic Lua script, so any number of
 * webhook-in instances share each space's bucket. Time is the Redis server's, so instances with
 * drifting clocks still agree. KEYS[1]: the bucket hash; ARGV: burst, rate per second, idle ttl ms.
 */
const TAKE_TOKEN = `
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000)
local allowed = 0
local retry = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  retry = math.max(1, math.ceil((1 - tokens) / rate))
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return { allowed, retry }
`;

const KEY_PREFIX = 'deal-pricing:webhook-in:bucket:';

interface TakeTokenCommand {
  takeToken(key: string, burst: number, ratePerSecond: number, ttlMs: number): Promise<[number, number]>;
}

/** Token buckets in Redis (REDIS_URL), on a fail-fast client (failFastRedis). */
export class RedisSpaceRateLimiter implements SpaceRateLimiter {
  private readonly client: FailFastRedis;
  private readonly redis: Redis & TakeTokenCommand;

  constructor(
    url: string,
    private readonly rule: TokenBucketRule,
  ) {
    this.client = failFastRedis(url);
    // defineCommand sends the script once and then calls it by its SHA (EVALSHA).
    this.client.redis.defineCommand('takeToken', { numberOfKeys: 1, lua: TAKE_TOKEN });
    this.redis = this.client.redis as Redis & TakeTokenCommand;
  }

  async take(spaceId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    await this.client.ready();
    const [allowed, retry] = await this.redis.takeToken(
      `${KEY_PREFIX}${spaceId}`,
      this.rule.burst,
      this.rule.ratePerSecond,
      msUntilFull(this.rule) + 1000,
    );
    return { allowed: allowed === 1, retryAfterSeconds: retry };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
