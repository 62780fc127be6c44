import type { ThrottlerStorage } from '@nestjs/throttler';
import type { WebConfig } from '../web.parts';

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

  /** Counts an attempt; the seconds to wait when it is over the limit, else null. */
  async attempt(address: string): Promise<number | null> {
    const { limit, windowSeconds } = this.config.signInRateLimit;
    const ttl = windowSeconds * 1000;
    const record = await this.storage.increment(`dps:web:sign-in:${address}`, ttl, limit, ttl, 'sign-in');
    return record.isBlocked ? Math.max(1, record.timeToBlockExpire) : null;
  }
}
