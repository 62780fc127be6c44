import { Redis } from 'ioredis';
import type { FailedKeyLimiter, FailedKeyRule } from './failed-key-limiter.port';

/** INCR (the window's first attempt sets its expiry); answers the count and the ms left. Atomic. */
const ATTEMPT = `
local attempts = redis.call('INCR', KEYS[1])
if attempts == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {attempts, redis.call('PTTL', KEYS[1])}
`;

/** DECR, but never revives an ended window (a key without expiry would never end). */
const ACCEPTED = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

const KEY_PREFIX = 'deal-pricing:webhook-in:failed-key:';

interface FailedKeyCommands {
  attempt(key: string, windowMs: number): Promise<[number, number]>;
  accepted(key: string): Promise<number>;
}

/**
 * Wrong-key counters in Redis (REDIS_URL), so several webhook-in instances count together. The
 * connection settings are those of the space buckets (redis.space-rate-limiter.ts): commands fail
 * at once while Redis is unreachable and after 1 s when it stops answering.
 */
export class RedisFailedKeyLimiter implements FailedKeyLimiter {
  private readonly redis: Redis & FailedKeyCommands;
  private connected: Promise<void> | null = null;

  constructor(
    url: string,
    private readonly rule: FailedKeyRule,
  ) {
    const redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1000,
      commandTimeout: 1000,
      disconnectTimeout: 200,
    });
    redis.defineCommand('attempt', { numberOfKeys: 1, lua: ATTEMPT });
    redis.defineCommand('accepted', { numberOfKeys: 1, lua: ACCEPTED });
    this.redis = redis as Redis & FailedKeyCommands;
    this.redis.on('error', () => undefined);
  }

  async attempt(spaceId: string, client: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    await this.ready();
    const [attempts, msLeft] = await this.redis.attempt(
      keyOf(spaceId, client),
      this.rule.windowSeconds * 1000,
    );
    return attempts <= this.rule.limit
      ? { allowed: true, retryAfterSeconds: 0 }
      : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
  }

  async keyAccepted(spaceId: string, client: string): Promise<void> {
    await this.ready();
    await this.redis.accepted(keyOf(spaceId, client));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private async ready(): Promise<void> {
    const status = this.redis.status;
    if (status === 'wait' || status === 'connecting' || status === 'connect') {
      this.connected ??= this.redis.connect();
      await this.connected;
    }
  }
}

function keyOf(spaceId: string, client: string): string {
  return `${KEY_PREFIX}${spaceId}:${client}`;
}
