import type { Redis } from 'ioredis';
import { failFastRedis, type FailFastRedis } from '@deal/nest-kit';
import { ALL_SPACES_FACTOR, type FailedKeyLimiter, type FailedKeyRule } from './failed-key-limiter.port';

/**
 * INCR the space's and the all-spaces counter (the window's first attempt sets its expiry);
 * answers both counts and the ms each has left. One atomic script.
 */
const ATTEMPT = `
local result = {}
for i, key in ipairs(KEYS) do
  local attempts = redis.call('INCR', key)
  if attempts == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  result[2 * i - 1] = attempts
  result[2 * i] = redis.call('PTTL', key)
end
return result
`;

/** DECR both, but never revives an ended window (a key without expiry would never end). */
const ACCEPTED = `
for _, key in ipairs(KEYS) do
  if redis.call('PTTL', key) > 0 and tonumber(redis.call('GET', key)) > 0 then
    redis.call('DECR', key)
  end
end
return 0
`;

const KEY_PREFIX = 'deal-pricing:webhook-in:failed-key:';

interface FailedKeyCommands {
  attempt(spaceKey: string, allKey: string, windowMs: number): Promise<[number, number, number, number]>;
  accepted(spaceKey: string, allKey: string): Promise<number>;
}

/** Wrong-key counters in Redis (REDIS_URL), shared by every webhook-in instance (failFastRedis). */
export class RedisFailedKeyLimiter implements FailedKeyLimiter {
  private readonly client: FailFastRedis;
  private readonly redis: Redis & FailedKeyCommands;

  constructor(
    url: string,
    private readonly rule: FailedKeyRule,
  ) {
    this.client = failFastRedis(url);
    this.client.redis.defineCommand('attempt', { numberOfKeys: 2, lua: ATTEMPT });
    this.client.redis.defineCommand('accepted', { numberOfKeys: 2, lua: ACCEPTED });
    this.redis = this.client.redis as Redis & FailedKeyCommands;
  }

  async attempt(spaceId: string, client: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    await this.client.ready();
    const [inSpace, spaceMs, inAll, allMs] = await this.redis.attempt(
      keyOf(spaceId, client),
      allSpacesKeyOf(client),
      this.rule.windowSeconds * 1000,
    );
    const waits = [
      ...(inSpace > this.rule.limit ? [spaceMs] : []),
      ...(inAll > this.rule.limit * ALL_SPACES_FACTOR ? [allMs] : []),
    ];
    return waits.length === 0
      ? { allowed: true, retryAfterSeconds: 0 }
      : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
  }

  async keyAccepted(spaceId: string, client: string): Promise<void> {
    await this.client.ready();
    await this.redis.accepted(keyOf(spaceId, client), allSpacesKeyOf(client));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

function keyOf(spaceId: string, client: string): string {
  return `${KEY_PREFIX}space:${spaceId}:${client}`;
}

function allSpacesKeyOf(client: string): string {
  return `${KEY_PREFIX}all:${client}`;
}
