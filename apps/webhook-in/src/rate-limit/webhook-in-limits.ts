import type { IncomingWebhookBudget } from '@deal/domain';
import { normalizeIp } from '@nestjs/throttler';
import { HttpProblem, requestIdOf, type HttpRequest, type JsonLogger } from '@deal/nest-kit';
import type { WebhookInMetrics } from '../operations/webhook-in.metrics';
import type { FailedKeyLimiter } from './failed-key-limiter.port';
import type { SpaceRateLimiter } from './space-rate-limiter.port';

/** Seconds a sender is asked to wait when the shared counters (Redis) are unreachable. */
export const LIMITER_UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * The two limits on an incoming webhook (docs/webhook-in.md "Order of checks"). First of all,
 * before the key is looked up or any database work (`admit`), the request takes one of its client
 * address's wrong-key attempts for this space; past the limit it is refused with 429 and
 * `Retry-After`, whatever key it presents. A valid key gives the attempt back and spends the
 * space's own token bucket instead (`budgetFor`, which the use case calls then). When a store
 * (Redis) fails, the request is neither let through unlimited nor left waiting: 503 with
 * `Retry-After`, one error line in the log (as the api does) and one count in the metrics.
 */
export class WebhookInLimits {
  constructor(
    private readonly failedKeys: FailedKeyLimiter,
    private readonly spaces: SpaceRateLimiter,
    private readonly logger: JsonLogger,
    private readonly metrics: WebhookInMetrics,
  ) {}

  /** Counts the request's attempt for `spaceId`; throws the 429 (or the 503) that refuses it. */
  async admit(request: HttpRequest, spaceId: string): Promise<void> {
    const decision = await this.failedKeys
      .attempt(spaceId, clientOf(request))
      .catch((error: unknown) => Promise.reject(this.unavailable(request, error)));
    if (!decision.allowed) {
      this.metrics.rejected('rate_limited');
      throw new HttpProblem(429, 'rate limit exceeded', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
  }

  /** What the request spends once its key proved valid: its attempt given back, a token of the space. */
  budgetFor(request: HttpRequest): IncomingWebhookBudget {
    const client = clientOf(request);
    return {
      take: async (spaceId) => {
        try {
          await this.failedKeys.keyAccepted(spaceId, client);
          return await this.spaces.take(spaceId);
        } catch (error) {
          throw this.unavailable(request, error);
        }
      },
    };
  }

  /** After the HTTP server has closed, so no request in flight loses the limiters (their Redis). */
  async close(): Promise<void> {
    await Promise.all([this.spaces.close(), this.failedKeys.close()]);
  }

  private unavailable(request: HttpRequest, error: unknown): HttpProblem {
    this.metrics.storeFailed();
    this.logger.entry('error', 'rate limit store unavailable', {
      request_id: requestIdOf(request),
      error: error instanceof Error ? error.message : String(error),
    });
    return new HttpProblem(503, 'rate limiting is temporarily unavailable; retry later', {
      'Retry-After': String(LIMITER_UNAVAILABLE_RETRY_AFTER_S),
    });
  }
}

/**
 * The client address (Express's `req.ip`: the socket's peer, or the forwarded client's behind
 * TRUST_PROXY), IPv6 grouped by /64 as the api's limit does: one host holds a whole /64.
 */
function clientOf(request: { readonly ip?: string }): string {
  return request.ip ? normalizeIp(request.ip) : 'unknown';
}
