/** Counters since the process started, for the health endpoint (never persisted). */
export interface DispatcherCounts {
  readonly claimed: number;
  readonly delivered: number;
  /** Attempts that failed with retries left (the delivery went back to pending). */
  readonly retried: number;
  readonly failed: number;
  /** Attempts recorded after another dispatcher had taken the delivery over. */
  readonly leaseLost: number;
  /** Attempts still running when a stop gave up waiting; made again when their lease ends. */
  readonly abandoned: number;
  /** Claims and recordings that threw (database trouble); each is logged. */
  readonly errors: number;
  readonly lastClaimAt: number | null;
}

export class DispatcherStats {
  private counts: { -readonly [K in keyof DispatcherCounts]: DispatcherCounts[K] } = {
    claimed: 0,
    delivered: 0,
    retried: 0,
    failed: 0,
    leaseLost: 0,
    abandoned: 0,
    errors: 0,
    lastClaimAt: null,
  };

  count(name: Exclude<keyof DispatcherCounts, 'lastClaimAt'>, by = 1): void {
    this.counts[name] += by;
  }

  claimedAt(at: number, deliveries: number): void {
    this.counts.lastClaimAt = at;
    this.counts.claimed += deliveries;
  }

  snapshot(): DispatcherCounts {
    return { ...this.counts };
  }
}
