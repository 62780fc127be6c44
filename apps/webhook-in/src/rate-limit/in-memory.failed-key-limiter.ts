import type { Clock } from '@deal/domain';
import { ALL_SPACES_FACTOR, type FailedKeyLimiter, type FailedKeyRule } from './failed-key-limiter.port';

/** Past this many counters, ended windows (which hold nothing a fresh one would not) are dropped… */
const PRUNE_ABOVE = 10_000;
/** …at most once a second, so a flood of new keys costs one sweep a second, not one per request. */
const PRUNE_EVERY_MS = 1_000;

/** Any space: the key of a client's count over all spaces (no space id is empty). */
const ALL_SPACES = '';

interface Window {
  attempts: number;
  readonly endsAt: number;
}

/** Wrong-key counters in this process: right for one webhook-in instance (no REDIS_URL). */
export class InMemoryFailedKeyLimiter implements FailedKeyLimiter {
  private readonly windows = new Map<string, Window>();
  private prunedAt = 0;

  constructor(
    private readonly rule: FailedKeyRule,
    private readonly clock: Clock,
  ) {}

  attempt(spaceId: string, client: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const now = this.clock.now();
    const space = this.take(keyOf(spaceId, client), now);
    const all = this.take(keyOf(ALL_SPACES, client), now);
    const over = [
      ...(space.attempts > this.rule.limit ? [space] : []),
      ...(all.attempts > this.rule.limit * ALL_SPACES_FACTOR ? [all] : []),
    ];
    if (over.length === 0) return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    const endsAt = Math.max(...over.map((window) => window.endsAt));
    return Promise.resolve({
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
    });
  }

  keyAccepted(spaceId: string, client: string): Promise<void> {
    const now = this.clock.now();
    for (const key of [keyOf(spaceId, client), keyOf(ALL_SPACES, client)]) {
      const window = this.windows.get(key);
      if (window && window.endsAt > now && window.attempts > 0) window.attempts -= 1;
    }
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  private take(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { attempts: 0, endsAt: now + this.rule.windowSeconds * 1000 };
      this.windows.set(key, window);
      if (this.windows.size > PRUNE_ABOVE && now - this.prunedAt >= PRUNE_EVERY_MS) this.pruneEnded(now);
    }
    window.attempts += 1;
    return window;
  }

  private pruneEnded(now: number): void {
    this.prunedAt = now;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

function keyOf(spaceId: string, client: string): string {
  return `${spaceId}\n${client}`;
}
