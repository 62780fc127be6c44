import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import { HttpProblem, type HttpRequest, JsonLogger } from '@deal/nest-kit';
import { InjectWebhookIn } from '../webhook-in.parts';
import type { WebhookInMetrics } from '../operations/webhook-in.metrics';
import type { FailedKeyLimiter } from './failed-key-limiter.port';
import { limiterUnavailable } from './limiter-unavailable';

type RequestWithParams = HttpRequest & {
  readonly params?: Readonly<Record<string, string | undefined>>;
  readonly ip?: string;
};

/**
 * First of all, before the key is looked up or any database work, the request takes one of its
 * client address's wrong-key attempts for this space; past the limit it is refused with 429 and
 * `Retry-After`, whatever key it presents. A valid key gives the attempt back and spends the
 * space's own budget instead (ValidKeyBudget, called by the use case).
 */
@Injectable()
export class FailedKeyGuard implements CanActivate {
  constructor(
    @InjectWebhookIn('failedKeys') private readonly failedKeys: FailedKeyLimiter,
    @InjectWebhookIn('logger') private readonly logger: JsonLogger,
    @InjectWebhookIn('metrics') private readonly metrics: WebhookInMetrics,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithParams>();
    const spaceId = request.params?.['space_id'] ?? '';
    const decision = await this.failedKeys.attempt(spaceId, clientOf(request)).catch((error: unknown) => {
      this.metrics.storeFailed();
      throw limiterUnavailable(this.logger, request, error);
    });
    if (!decision.allowed) {
      this.metrics.rejected('rate_limited');
      throw new HttpProblem(429, 'rate limit exceeded', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    return true;
  }
}

/**
 * The client address (Express's `req.ip`: the socket's peer, or the forwarded client's behind
 * TRUST_PROXY), IPv6 grouped by /64 as the api's limit does: one host holds a whole /64.
 */
export function clientOf(request: { readonly ip?: string }): string {
  return request.ip ? normalizeIp(request.ip) : 'unknown';
}
