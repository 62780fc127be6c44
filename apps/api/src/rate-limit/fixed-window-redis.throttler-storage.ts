import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';

/**
 * The same fixed window as the in-process storage, kept in Redis so every api instance shares one
 * budget per tracker. Reuses the library's connection handling and key layout, replacing only its
 * script: the library's version blocks for `blockDuration` after the limit is passed, which would
 * outlast the window; here a window is one counter that expires `ttl` ms after its first hit.
 * KEYS[1] is the hit counter, ARGV[2] the ttl in ms and ARGV[3] the limit (the library's order).
 */
export class FixedWindowRedisThrottlerStorage extends ThrottlerStorageRedisService {
  constructor(url: string) {
    super(url, { maxRetriesPerRequest: 2 });
  }

  override getScriptSrc(): string {
    return [
      "local hits = redis.call('INCR', KEYS[1])",
      "local ttl = redis.call('PTTL', KEYS[1])",
      'if ttl < 0 then',
      "  redis.call('PEXPIRE', KEYS[1], ARGV[2])",
      '  ttl = tonumber(ARGV[2])',
      'end',
      'local blocked = 0',
      'if hits > tonumber(ARGV[3]) then blocked = 1 end',
      'return { hits, ttl, blocked, blocked * ttl }',
    ].join('\n');
  }
}
