import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerRequest,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { InjectApi } from '../api.parts';
import type { RequestAuthenticator } from '../auth/request-authenticator';
import { HttpProblem, type HttpRequest, JsonLogger, requestIdOf } from '@deal/nest-kit';
import { RateLimitStoreUnavailableError } from './rate-limit-store-unavailable.error';

/** Seconds a client is asked to wait when the shared counters are unreachable (ioredis reconnects). */
export const STORE_UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * One budget per credential across the whole api (not per route), or per client address for
 * requests without a usable credential, failed authentication included (CONTRACT §2).
 * Which requests count is decided by the handler that answers, never by the URL's spelling: every
 * handler counts (the catch-all 404 included) except those marked `@SkipThrottle()`, which are the
 * web application's pages (a session, and a sign-in limit of their own) and the probes. On excess:
 * 429 with `RateLimit-Remaining: 0` and `Retry-After` = whole seconds until the window ends.
 * When the shared counters (Redis) cannot be reached the request is neither counted nor let
 * through unlimited: 503 with `Retry-After`, and one error line in the log.
 */
@Injectable()
export class ApiThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    @Inject(Reflector) reflector: Reflector,
    @InjectApi('authenticator') private readonly authenticator: RequestAuthenticator,
    @InjectApi('logger') private readonly jsonLogger: JsonLogger,
  ) {
    super(options, storage, reflector);
  }

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (error) {
      if (!(error instanceof RateLimitStoreUnavailableError)) throw error;
      const httpRequest = request.context.switchToHttp().getRequest<HttpRequest>();
      this.jsonLogger.entry('error', 'rate limit store unavailable', {
        request_id: requestIdOf(httpRequest),
        error: error.message,
      });
      throw new HttpProblem(503, 'rate limiting is temporarily unavailable; retry later', {
        'Retry-After': String(STORE_UNAVAILABLE_RETRY_AFTER_S),
      });
    }
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const outcome = await this.authenticator.outcomeFor(request as unknown as HttpRequest);
    return outcome.ok
      ? `credential:${outcome.value.credentialId}`
      : `address:${await super.getTracker(request)}`;
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, throttler: string): string {
    return `dps:api:${throttler}:${tracker}`;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const retryAfter = String(Math.max(1, detail.timeToExpire));
    throw new HttpProblem(429, 'rate limit exceeded', {
      'RateLimit-Remaining': '0',
      'Retry-After': retryAfter,
    });
  }
}
