import type { IncomingWebhookBudget } from '@deal/domain';
import type { FailedKeyLimiter } from './failed-key-limiter.port';
import { LimiterUnavailableError } from './limiter-unavailable';
import type { SpaceRateLimiter } from './space-rate-limiter.port';

/**
 * What one request spends once its key proved valid (the use case calls it then): the client's
 * wrong-key attempt is given back, and the space's token bucket is spent. A store failure becomes
 * LimiterUnavailableError, which the controller answers with 503.
 */
export class ValidKeyBudget implements IncomingWebhookBudget {
  constructor(
    private readonly spaces: SpaceRateLimiter,
    private readonly failedKeys: FailedKeyLimiter,
    private readonly client: string,
  ) {}

  async take(spaceId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    try {
      await this.failedKeys.keyAccepted(spaceId, this.client);
      return await this.spaces.take(spaceId);
    } catch (error) {
      throw new LimiterUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }
}
