import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { bodyErrorOf, type HttpRequest } from '@deal/nest-kit';
import { InjectApi } from '../api.parts';
import { BearerAuthGuard } from '../auth/bearer-auth.guard';
import type { AuthOutcome, RequestAuthenticator } from '../auth/request-authenticator';
import { ApiThrottlerGuard } from '../rate-limit/api-throttler.guard';

/**
 * The api's checks of every request, in one guard pass and in this order (docs/api.md "Request
 * pipeline"): count the request (ApiThrottlerGuard, per credential, else per address), then check
 * its credential and scope (BearerAuthGuard; public routes skip it), then its body
 * (the failure json-body.middleware.ts kept, if any). One pass rather than three Nest guards (issue 27): the credential's outcome
 * is awaited once and handed to both, and the throttler's per-request chain of async calls is
 * skipped for routes whose throttling is fixed. A route the throttler skips and that is public (the
 * web pages, the probes) is never authenticated, as before.
 */
@Injectable()
export class ApiRequestGuard implements CanActivate {
  constructor(
    @Inject(ApiThrottlerGuard) private readonly throttler: ApiThrottlerGuard,
    @Inject(BearerAuthGuard) private readonly bearer: BearerAuthGuard,
    @InjectApi('authenticator') private readonly authenticator: RequestAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<HttpRequest>();
    const throttles = this.throttler.routeSettings(context);
    let outcome: AuthOutcome | undefined;
    if (throttles === null) {
      if (!(await this.throttler.canActivate(context))) return false;
    } else if (throttles.length > 0) {
      outcome = await this.authenticator.outcomeFor(request);
      await this.throttler.count(context, request, throttles, outcome);
    }
    if (!this.bearer.isPublic(context))
      this.bearer.admit(request, outcome ?? (await this.authenticator.outcomeFor(request)));
    const bodyError = bodyErrorOf(request);
    if (bodyError) throw bodyError;
    return true;
  }
}
