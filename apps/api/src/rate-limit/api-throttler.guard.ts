import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { RequestAuthenticator } from '../auth/request-authenticator';
import { HttpProblem } from '../http/api-errors';
import type { HttpRequest } from '../http/http-types';

/**
 * One budget per credential across the whole api (not per route), or per client address for
 * requests without a usable credential, failed authentication included (CONTRACT §2). On excess:
 * 429 with `RateLimit-Remaining: 0` and `Retry-After` = whole seconds until the window ends.
 */
@Injectable()
export class ApiThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    @Inject(Reflector) reflector: Reflector,
    @Inject(RequestAuthenticator) private readonly authenticator: RequestAuthenticator,
  ) {
    super(options, storage, reflector);
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
