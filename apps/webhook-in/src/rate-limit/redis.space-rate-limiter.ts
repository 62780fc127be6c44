import { Redis } from 'ioredis';
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

/**
 * Token buckets in Redis (REDIS_URL). Commands fail at once while Redis is unreachable (no offline
 * queue, one retry) and after 1 s when it stops answering, so a request is answered promptly
 * instead of hanging.
 */
export class RedisSpaceRateLimiter implements SpaceRateLimiter {
  private readonly redis: Redis & TakeTokenCommand;
  /** The first connection, shared by the requests that arrive while it is being made. */
  private connected: Promise<void> | null = null;

  constructor(
    url: string,
    private readonly rule: TokenBucketRule,
  ) {
    const redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1000,
      // A Redis that keeps the connection but stops answering (frozen, overloaded, a network that
      // drops packets) would otherwise leave the request waiting for ever: give up after 1 s.
      commandTimeout: 1000,
      // disconnect() arms a timer (2 s by default) that waits for the socket's close event, which a
      // connection that already failed never sends again; it would hold the process open on exit.
      disconnectTimeout: 200,
    });
    // defineCommand sends the script once and then calls it by its SHA (EVALSHA).
    redis.defineCommand('takeToken', { numberOfKeys: 1, lua: TAKE_TOKEN });
    this.redis = redis as Redis & TakeTokenCommand;
    // Connection errors surface on the commands that fail; the client keeps reconnecting.
    this.redis.on('error', () => undefined);
  }

  async take(spaceId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    // 'connect' too: the socket is open but the ready check is still running, and without an
    // offline queue a command sent then would fail (seen with concurrent first requests).
    const status = this.redis.status;
    if (status === 'wait' || status === 'connecting' || status === 'connect') {
      this.connected ??= this.redis.connect();
      await this.connected;
    }
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
