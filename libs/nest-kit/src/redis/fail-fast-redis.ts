import { Redis } from 'ioredis';

/** A Redis client that answers promptly or fails, and the wait for its first connection. */
export interface FailFastRedis {
  readonly redis: Redis;
  /** Connects on first use; concurrent first callers share the one connection attempt. */
  ready(): Promise<void>;
}

/**
 * The Redis of the shared limits and the readiness check (REDIS_URL). Commands fail at once while
 * Redis is unreachable (no offline queue, one retry) and after 1 s when it stops answering, so a
 * request is answered promptly instead of hanging; the client keeps reconnecting meanwhile.
 */
export function failFastRedis(url: string): FailFastRedis {
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
  // Connection errors surface on the commands that fail.
  redis.on('error', () => undefined);
  let connected: Promise<void> | null = null;
  return {
    redis,
    async ready() {
      // 'connect' too: the socket is open but the ready check is still running, and without an
      // offline queue a command sent then would fail (seen with concurrent first requests).
      const status = redis.status;
      if (status === 'wait' || status === 'connecting' || status === 'connect') {
        connected ??= redis.connect();
        await connected;
      }
    },
  };
}
