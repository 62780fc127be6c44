import type { Clock } from '@deal/domain';
import type { ThrottlerStorage } from '@nestjs/throttler';

export type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Window {
  hits: number;
  readonly endsAt: number;
}

/**
 * In-process fixed windows (CONTRACT §2 Common): a window starts at a tracker's first counted
 * request and lasts `ttl` ms; past `limit` hits every request is refused until it ends, and then
 * the budget is whole again. (The throttler's own storage slides per hit and blocks for a further
 * `blockDuration`, so its Retry-After would not be "until the window ends".)
 */
export class FixedWindowMemoryThrottlerStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt = 0;

  constructor(private readonly clock: Clock) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _block: number,
    name: string,
  ): Promise<ThrottlerRecord> {
    const now = this.clock.now();
    const id = `${name}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.endsAt <= now) {
      this.sweep(now, ttl);
      window = { hits: 0, endsAt: now + ttl };
      this.windows.set(id, window);
    }
    window.hits += 1;
    const timeToExpire = Math.ceil((window.endsAt - now) / 1000);
    const isBlocked = window.hits > limit;
    return {
      totalHits: window.hits,
      timeToExpire,
      isBlocked,
      timeToBlockExpire: isBlocked ? timeToExpire : 0,
    };
  }

  /** Forgets ended windows at most once per window length, so memory follows the active trackers. */
  private sweep(now: number, ttl: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + ttl;
    for (const [id, window] of this.windows) if (window.endsAt <= now) this.windows.delete(id);
  }
}
