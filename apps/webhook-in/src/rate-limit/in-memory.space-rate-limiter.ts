import {
  msUntilFull,
  takeToken,
  type Clock,
  type TokenBucketRule,
  type TokenBucketState,
} from '@deal/domain';
import type { SpaceRateLimiter } from './space-rate-limiter.port';

/** Past this many buckets, full ones (which hold nothing a fresh bucket would not) are dropped. */
const PRUNE_ABOVE = 10_000;

/** Token buckets in this process: right for one webhook-in instance (no REDIS_URL). */
export class InMemorySpaceRateLimiter implements SpaceRateLimiter {
  private readonly buckets = new Map<string, TokenBucketState>();

  constructor(
    private readonly rule: TokenBucketRule,
    private readonly clock: Clock,
  ) {}

  take(spaceId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const now = this.clock.now();
    const decision = takeToken(this.buckets.get(spaceId) ?? null, this.rule, now);
    this.buckets.set(spaceId, decision.state);
    if (this.buckets.size > PRUNE_ABOVE) this.pruneFull(now);
    return Promise.resolve({ allowed: decision.allowed, retryAfterSeconds: decision.retryAfterSeconds });
  }

  close(): Promise<void> {
    this.buckets.clear();
    return Promise.resolve();
  }

  /** Bounded memory under many spaces: a bucket idle long enough to be full is the same as none. */
  private pruneFull(now: number): void {
    const idle = msUntilFull(this.rule);
    for (const [spaceId, state] of this.buckets) {
      if (now - state.refilledAt >= idle) this.buckets.delete(spaceId);
    }
  }
}
