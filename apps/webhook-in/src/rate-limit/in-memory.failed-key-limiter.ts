import type { Clock } from '@deal/domain';
import type { FailedKeyLimiter, FailedKeyRule } from './failed-key-limiter.port';

/** Past this many counters, ended windows (which hold nothing a fresh one would not) are dropped. */
const PRUNE_ABOVE = 10_000;

/** Wrong-key counters in this process: right for one webhook-in instance (no REDIS_URL). */
export class InMemoryFailedKeyLimiter implements FailedKeyLimiter {
  private readonly windows = new Map<string, { attempts: number; endsAt: number }>();

  constructor(
    private readonly rule: FailedKeyRule,
    private readonly clock: Clock,
  ) {}

  attempt(spaceId: string, client: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const now = this.clock.now();
    const key = keyOf(spaceId, client);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { attempts: 0, endsAt: now + this.rule.windowSeconds * 1000 };
      this.windows.set(key, window);
      if (this.windows.size > PRUNE_ABOVE) this.pruneEnded(now);
    }
    window.attempts += 1;
    return Promise.resolve(
      window.attempts <= this.rule.limit
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) },
    );
  }

  keyAccepted(spaceId: string, client: string): Promise<void> {
    const window = this.windows.get(keyOf(spaceId, client));
    if (window && window.endsAt > this.clock.now() && window.attempts > 0) window.attempts -= 1;
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  private pruneEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

function keyOf(spaceId: string, client: string): string {
  return `${spaceId}\n${client}`;
}
