import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { HttpProblem, type HttpRequest, JsonLogger, requestIdOf } from '@deal/nest-kit';
import { SPACE_RATE_LIMITER } from '../webhook-in.tokens';
import type { SpaceRateLimiter } from './space-rate-limiter.port';

/** Seconds a sender is asked to wait when the shared buckets (Redis) are unreachable. */
export const LIMITER_UNAVAILABLE_RETRY_AFTER_S = 5;

type RequestWithParams = HttpRequest & { readonly params?: Readonly<Record<string, string | undefined>> };

/**
 * The per-space token bucket (SPEC §8, CONTRACT §3), first of all, before the key check or any
 * database work: an excess request gets 429 with `Retry-After` and is not applied. When the
 * shared buckets cannot be reached the request is neither let through unlimited nor left waiting:
 * 503 with `Retry-After`, and one error line in the log (as the api does).
 */
@Injectable()
export class SpaceRateLimitGuard implements CanActivate {
  constructor(
    @Inject(SPACE_RATE_LIMITER) private readonly limiter: SpaceRateLimiter,
    @Inject(JsonLogger) private readonly logger: JsonLogger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithParams>();
    const spaceId = request.params?.['space_id'] ?? '';
    const decision = await this.limiter.take(spaceId).catch((error: unknown) => {
      this.logger.entry('error', 'rate limit store unavailable', {
        request_id: requestIdOf(request),
        error: error instanceof Error ? error.message : String(error),
      });
      throw new HttpProblem(503, 'rate limiting is temporarily unavailable; retry later', {
        'Retry-After': String(LIMITER_UNAVAILABLE_RETRY_AFTER_S),
      });
    });
    if (!decision.allowed) {
      throw new HttpProblem(429, 'rate limit exceeded', {
        'Retry-After': String(Math.max(1, decision.retryAfterSeconds)),
      });
    }
    return true;
  }
}
