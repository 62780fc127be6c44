/**
 * The incoming webhook's per-space limit (SPEC §8: "a short burst allowance and then a steady
 * rate"; CONTRACT §1: WEBHOOK_IN_BURST, WEBHOOK_IN_RATE_PER_S): a token bucket that holds at most
 * `burst` tokens and refills `ratePerSecond` of them each second. Each request takes one token.
 */
export interface TokenBucketRule {
  readonly burst: number;
  readonly ratePerSecond: number;
}

export interface TokenBucketState {
  /** Tokens left, possibly fractional. */
  readonly tokens: number;
  /** When `tokens` was last computed (epoch ms). */
  readonly refilledAt: number;
}

export interface TokenBucketDecision {
  readonly allowed: boolean;
  readonly state: TokenBucketState;
  /** Whole seconds until a token is back (≥ 1) when refused; 0 when allowed. */
  readonly retryAfterSeconds: number;
}

/** Takes one token from a bucket (a missing bucket is full). Time running backwards refills nothing. */
export function takeToken(
  state: TokenBucketState | null,
  rule: TokenBucketRule,
  now: number,
): TokenBucketDecision {
  const previous = state ?? { tokens: rule.burst, refilledAt: now };
  const elapsedMs = Math.max(0, now - previous.refilledAt);
  const tokens = Math.min(rule.burst, previous.tokens + (elapsedMs * rule.ratePerSecond) / 1000);
  if (tokens >= 1)
    return { allowed: true, state: { tokens: tokens - 1, refilledAt: now }, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((1 - tokens) / rule.ratePerSecond));
  return { allowed: false, state: { tokens, refilledAt: now }, retryAfterSeconds };
}

/** How long an untouched bucket takes to be full again; after that it can be forgotten. */
export function msUntilFull(rule: TokenBucketRule): number {
  return Math.ceil((rule.burst / rule.ratePerSecond) * 1000);
}
