import { Controller, Headers, HttpCode, Inject, Ip, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  receiveIncomingWebhook,
  type Clock,
  type IdGenerator,
  type IncomingWebhookReceipt,
  type Result,
  type SecretComparer,
  type UnitOfWork,
} from '@deal/domain';
import { isUnstorable, JsonLogger, type HttpRequest } from '@deal/nest-kit';
import type { WebhookInConfig } from '../config/webhook-in-config';
import { clientOf, FailedKeyGuard } from '../rate-limit/failed-key.guard';
import type { FailedKeyLimiter } from '../rate-limit/failed-key-limiter.port';
import { limiterUnavailable, LimiterUnavailableError } from '../rate-limit/limiter-unavailable';
import type { SpaceRateLimiter } from '../rate-limit/space-rate-limiter.port';
import { ValidKeyBudget } from '../rate-limit/valid-key.budget';
import {
  CLOCK,
  FAILED_KEY_LIMITER,
  ID_GENERATOR,
  SECRET_COMPARER,
  SPACE_RATE_LIMITER,
  UNIT_OF_WORK,
  WEBHOOK_IN_CONFIG,
} from '../webhook-in.tokens';
import { IncomingBody } from './incoming-body.decorator';
import { RequestId } from './request-id.decorator';
import { httpErrorOf } from './webhook-in-error.http';

/** SPEC §5.3: the header that carries the automation's signing key. */
export const WEBHOOK_KEY_HEADER = 'x-service-webhook';

/**
 * POST /spaces/{space_id}/webhook-in (SPEC §4.5, CONTRACT §3). Order: the client's wrong-key
 * attempts for this space (guard, no database), then the key, then the space's token bucket (a
 * valid key gives its attempt back and spends the bucket), then the body, then the deal — see the
 * use case. A wrong key counts against its client's attempts, never against the space's bucket.
 */
@Controller('spaces')
@UseGuards(FailedKeyGuard)
export class ReceiveWebhookHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(SECRET_COMPARER) private readonly secrets: SecretComparer,
    @Inject(WEBHOOK_IN_CONFIG) private readonly config: WebhookInConfig,
    @Inject(JsonLogger) private readonly logger: JsonLogger,
    @Inject(FAILED_KEY_LIMITER) private readonly failedKeys: FailedKeyLimiter,
    @Inject(SPACE_RATE_LIMITER) private readonly spaces: SpaceRateLimiter,
  ) {}

  @Post(':space_id/webhook-in')
  @HttpCode(200)
  async receive(
    @Param('space_id') spaceId: string,
    @Headers(WEBHOOK_KEY_HEADER) key: string | undefined,
    @IncomingBody() body: Result<unknown, Error>,
    @RequestId() requestId: string | undefined,
    @Ip() ip: string | undefined,
    @Req() request: HttpRequest,
  ): Promise<IncomingWebhookReceipt> {
    // PostgreSQL text never holds U+0000, so such an id names no space: the unknown space's 401.
    if (isUnstorable(spaceId)) throw httpErrorOf({ kind: 'WebhookKeyRejected' }, body);
    const deps = {
      uow: this.uow,
      ids: this.ids,
      secrets: this.secrets,
      clock: this.clock,
      appUrl: this.config.appUrl,
      budget: new ValidKeyBudget(this.spaces, this.failedKeys, clientOf({ ip })),
    };
    const result = await receiveIncomingWebhook(deps, { spaceId, key, body }).catch((error: unknown) => {
      throw error instanceof LimiterUnavailableError
        ? limiterUnavailable(this.logger, request, error)
        : error;
    });
    if (!result.ok) throw httpErrorOf(result.error, body);
    const { receipt, automationId } = result.value;
    // Which integration touched which deal, and which fields: names only, never values or the key.
    this.logger.entry('info', 'webhook received', {
      request_id: requestId,
      space_id: spaceId,
      automation_id: automationId,
      matched: receipt.matched,
      deal_id: receipt.deal_id,
      changed: Object.keys(receipt.changes),
    });
    return receipt;
  }
}
