import type { ThrottlerStorage } from '@nestjs/throttler';
import type { WebConfig } from '../web.parts';

/** What the limit counts, each on its own. */
export type LimitedCounter = 'sign-in' | 'reset-address' | 'reset-email';

/**
 * Sign-in attempts per client address in fixed windows (`SIGN_IN_RATE_LIMIT` per
 * `SIGN_IN_RATE_WINDOW_S`), in the rate-limit store of the process (the api's): Redis when configured, so every
 * instance counts together. Per address rather than per email, so nobody can lock a person out.
 */
export class SignInLimiter {
  constructor(
    private readonly storage: ThrottlerStorage,
    private readonly config: Pick<WebConfig, 'signInRateLimit'>,
  ) {}

  /**
   * Counts an attempt; the seconds to wait when it is over the limit, else null. `counter` keeps
   * apart what is counted by the same limit: sign-in by address (the default), password reset by
   * address and by email (docs/accounts.md "Password reset").
   */
  async attempt(key: string, counter: LimitedCounter = 'sign-in'): Promise<number | null> {
    const { limit, windowSeconds } = this.config.signInRateLimit;
    const ttl = windowSeconds * 1000;
    const record = await this.storage.increment(`dps:web:${counter}:${key}`, ttl, limit, ttl, counter);
    return record.isBlocked ? Math.max(1, record.timeToBlockExpire) : null;
  }
}
