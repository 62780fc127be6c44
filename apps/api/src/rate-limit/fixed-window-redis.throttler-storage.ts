import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { RedisOptions } from 'ioredis';
import type { ThrottlerRecord } from './fixed-window-memory.throttler-storage';
import { RateLimitStoreUnavailableError } from './rate-limit-store-unavailable.error';

/**
 * Fail fast instead of queueing: while disconnected a command is refused at once (no offline
 * queue), a connection attempt gives up after 2 s, and a command on a connection that has gone
 * silent fails after 1 s. ioredis keeps reconnecting in the background (its default backoff).
 */
export const REDIS_FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
  maxRetriesPerRequest: 1,
};

/**
 * The same fixed window as the in-process storage, kept in Redis so every api instance shares one
 * budget per tracker. Reuses the library's connection handling and key layout
 * (`{dps:api:api:<tracker>:api}:hits`, the tracker being a credential id or a client address),
 * replacing only its script: the library's version blocks for `blockDuration` after the limit is
 * passed, which would outlast the window; here a window is one counter that expires `ttl` ms after
 * its first hit. KEYS[1] is the hit counter, ARGV[2] the ttl in ms and ARGV[3] the limit.
 * Any Redis failure becomes RateLimitStoreUnavailableError, which the guard answers with 503.
 */
export class FixedWindowRedisThrottlerStorage
  extends ThrottlerStorageRedisService
  implements OnModuleInit, OnApplicationShutdown
{
  private lastConnectionError = 'not connected yet';

  constructor(
    url: string,
    /** Called on each failed increment (the metrics count them); the error is thrown anyway. */
    private readonly onFailure: () => void = () => undefined,
  ) {
    super(url, REDIS_FAIL_FAST);
    // Connection errors are kept to explain failed requests (the guard logs them); without a
    // listener ioredis would print every reconnection failure to stderr.
    this.redis.on('error', (error: Error) => (this.lastConnectionError = error.message || error.name));
  }

  /** Gives the first connection a moment before requests arrive; never fails start-up. */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done).off('error', done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_FAIL_FAST.connectTimeout);
      this.redis.once('ready', done).once('error', done);
    });
  }

  /**
   * Nest destroys modules before it closes the HTTP server; disconnecting then would answer the
   * requests still in flight during a graceful stop with 503. The connection closes afterwards.
   */
  override onModuleDestroy(): void {
    // kept open until onApplicationShutdown
  }

  onApplicationShutdown(): void {
    super.onModuleDestroy();
  }

  override async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    try {
      return await super.increment(key, ttl, limit, blockDuration, throttlerName);
    } catch (error) {
      this.onFailure();
      const reason = this.redis.status === 'ready' ? (error as Error).message : this.lastConnectionError;
      throw new RateLimitStoreUnavailableError(`${reason} (redis ${this.redis.status})`, { cause: error });
    }
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
