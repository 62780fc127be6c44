import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerRequest,
  type ThrottlerGenerateKeyFunction,
  type ThrottlerGetTrackerFunction,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { InjectApi } from '../api.parts';
import type { AuthOutcome, RequestAuthenticator } from '../auth/request-authenticator';
import { HttpProblem, type HttpRequest, JsonLogger, requestIdOf } from '@deal/nest-kit';
import { RateLimitStoreUnavailableError } from './rate-limit-store-unavailable.error';

/** One throttler's settings for a route, as ThrottlerGuard.canActivate resolves them. */
export type RouteThrottle = Omit<ThrottlerRequest, 'context'>;

// The metadata keys of @nestjs/throttler's decorators, as its guard reads them (it does not export
// them; api-throttler.guard.spec.ts checks these against its throttler.constants).
export const THROTTLER_LIMIT = 'THROTTLER:LIMIT';
export const THROTTLER_TTL = 'THROTTLER:TTL';
export const THROTTLER_TRACKER = 'THROTTLER:TRACKER';
export const THROTTLER_KEY_GENERATOR = 'THROTTLER:KEY_GENERATOR';
export const THROTTLER_SKIP = 'THROTTLER:SKIP';
export const THROTTLER_BLOCK_DURATION = 'THROTTLER:BLOCK_DURATION';

/** A credential's budget is its own, whichever route it calls. */
function trackerOfCredential(credentialId: string): string {
  return `credential:${credentialId}`;
}

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
  private readonly settingsByClass = new WeakMap<object, WeakMap<object, readonly RouteThrottle[] | null>>();

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    @Inject(Reflector) reflector: Reflector,
    @InjectApi('authenticator') private readonly authenticator: RequestAuthenticator,
    @InjectApi('logger') private readonly jsonLogger: JsonLogger,
  ) {
    super(options, storage, reflector);
  }

  /**
   * The throttler's own canActivate asks the reflector six questions per throttler on every request
   * (skip, limit, ttl, block duration, tracker, key generator, each on the handler then its class):
   * the largest metadata cost of a request in the profile (issue 27). Their answers depend only on
   * the route, so they are asked once per handler and kept. A route whose settings are functions
   * resolved per request, or a `skipIf`, takes the throttler's own path, unchanged.
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const settings = this.routeSettings(context);
    if (settings === null) return super.canActivate(context);
    let allowed = true;
    for (const setting of settings) allowed = (await this.handleRequest({ context, ...setting })) && allowed;
    return allowed;
  }

  /**
   * Counts the request against its route's throttlers, given its credential's outcome, for
   * ApiRequestGuard's one pass: the throttler's handleRequest with `setHeaders` off and no ignored
   * user agents (routeSettings keeps no route otherwise), without its chain of async calls. The
   * tracker is read from the outcome when it is this guard's own; a route's own tracker is asked.
   */
  async count(
    context: ExecutionContext,
    request: HttpRequest,
    settings: readonly RouteThrottle[],
    outcome: AuthOutcome,
  ): Promise<void> {
    for (const { throttler, limit, ttl, blockDuration, getTracker, generateKey } of settings) {
      const tracker =
        getTracker === this.commonOptions.getTracker && this.ownTracker && outcome.ok
          ? trackerOfCredential(outcome.value.credentialId)
          : await getTracker(request as unknown as Record<string, unknown>, context);
      const key = generateKey(context, tracker, throttler.name ?? '');
      let counted: Awaited<ReturnType<ThrottlerStorage['increment']>>;
      try {
        counted = await this.storageService.increment(key, ttl, limit, blockDuration, throttler.name ?? '');
      } catch (error) {
        throw this.storeProblem(error, request);
      }
      if (counted.isBlocked)
        await this.throwThrottlingException(context, { limit, ttl, key, tracker, ...counted });
    }
  }

  /**
   * The throttlers that count a request to this route (none: `@SkipThrottle()`), read once per
   * route; null when they are resolved per request (functions, `skipIf`, headers or ignored user
   * agents), which only the throttler's own canActivate does.
   */
  routeSettings(context: ExecutionContext): readonly RouteThrottle[] | null {
    const handler = context.getHandler();
    const classRef = context.getClass();
    let byHandler = this.settingsByClass.get(classRef);
    if (byHandler === undefined) {
      byHandler = new WeakMap();
      this.settingsByClass.set(classRef, byHandler);
    }
    let settings = byHandler.get(handler);
    if (settings === undefined) {
      settings = this.resolveRoute(handler, classRef);
      byHandler.set(handler, settings);
    }
    return settings;
  }

  /** What the throttler's canActivate would resolve for this route, or null when it cannot be kept. */
  private resolveRoute(handler: object, classRef: object): readonly RouteThrottle[] | null {
    const targets = [handler, classRef] as Parameters<Reflector['getAllAndOverride']>[1];
    const read = <T>(key: string, name: string): T | undefined =>
      this.reflector.getAllAndOverride<T>(`${key}${name}`, targets);
    const { skipIf, setHeaders, ignoreUserAgents } = this.commonOptions;
    if (skipIf || setHeaders !== false || ignoreUserAgents) return null;
    const settings: RouteThrottle[] = [];
    for (const throttler of this.throttlers) {
      if (throttler.skipIf || (throttler.setHeaders ?? false) || throttler.ignoreUserAgents) return null;
      if (read<boolean>(THROTTLER_SKIP, throttler.name ?? '')) continue;
      const name = throttler.name ?? '';
      const limit = read<unknown>(THROTTLER_LIMIT, name) ?? throttler.limit;
      const ttl = read<unknown>(THROTTLER_TTL, name) ?? throttler.ttl;
      const blockDuration = read<unknown>(THROTTLER_BLOCK_DURATION, name) ?? throttler.blockDuration ?? ttl;
      if (typeof limit !== 'number' || typeof ttl !== 'number' || typeof blockDuration !== 'number')
        return null;
      const getTracker =
        read<ThrottlerGetTrackerFunction>(THROTTLER_TRACKER, name) ??
        throttler.getTracker ??
        this.commonOptions.getTracker;
      const generateKey =
        read<ThrottlerGenerateKeyFunction>(THROTTLER_KEY_GENERATOR, name) ??
        throttler.generateKey ??
        this.commonOptions.generateKey;
      if (!getTracker || !generateKey) return null;
      settings.push({ throttler, limit, ttl, blockDuration, getTracker, generateKey });
    }
    return settings;
  }

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (error) {
      throw this.storeProblem(error, request.context.switchToHttp().getRequest<HttpRequest>());
    }
  }

  /** A store that cannot be reached: one error line, and 503 with `Retry-After`; other errors as they are. */
  private storeProblem(error: unknown, request: HttpRequest): unknown {
    if (!(error instanceof RateLimitStoreUnavailableError)) return error;
    this.jsonLogger.entry('error', 'rate limit store unavailable', {
      request_id: requestIdOf(request),
      error: error.message,
    });
    return new HttpProblem(503, 'rate limiting is temporarily unavailable; retry later', {
      'Retry-After': String(STORE_UNAVAILABLE_RETRY_AFTER_S),
    });
  }

  /** Whether the throttlers track by this guard's getTracker (the options name none of their own). */
  private get ownTracker(): boolean {
    return !(this.options as { getTracker?: unknown }).getTracker;
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const outcome = await this.authenticator.outcomeFor(request as unknown as HttpRequest);
    return outcome.ok
      ? trackerOfCredential(outcome.value.credentialId)
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
