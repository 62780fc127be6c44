import { Controller, Headers, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import {
  receiveIncomingWebhook,
  type Clock,
  type IdGenerator,
  type IncomingWebhookReceipt,
  type Result,
  type SecretComparer,
  type UnitOfWork,
} from '@deal/domain';
import { isUnstorable, JsonLogger } from '@deal/nest-kit';
import type { WebhookInConfig } from '../config/webhook-in-config';
import { SpaceRateLimitGuard } from '../rate-limit/space-rate-limit.guard';
import { CLOCK, ID_GENERATOR, SECRET_COMPARER, UNIT_OF_WORK, WEBHOOK_IN_CONFIG } from '../webhook-in.tokens';
import { IncomingBody } from './incoming-body.decorator';
import { RequestId } from './request-id.decorator';
import { httpErrorOf } from './webhook-in-error.http';

/** SPEC §5.3: the header that carries the automation's signing key. */
export const WEBHOOK_KEY_HEADER = 'x-service-webhook';

/**
 * POST /spaces/{space_id}/webhook-in (SPEC §4.5, CONTRACT §3). Order: the space's token bucket
 * (guard), then the key, then the body, then the deal — see the use case.
 */
@Controller('spaces')
@UseGuards(SpaceRateLimitGuard)
export class ReceiveWebhookHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(SECRET_COMPARER) private readonly secrets: SecretComparer,
    @Inject(WEBHOOK_IN_CONFIG) private readonly config: WebhookInConfig,
    @Inject(JsonLogger) private readonly logger: JsonLogger,
  ) {}

  @Post(':space_id/webhook-in')
  @HttpCode(200)
  async receive(
    @Param('space_id') spaceId: string,
    @Headers(WEBHOOK_KEY_HEADER) key: string | undefined,
    @IncomingBody() body: Result<unknown, Error>,
    @RequestId() requestId: string | undefined,
  ): Promise<IncomingWebhookReceipt> {
    // PostgreSQL text never holds U+0000, so such an id names no space: the unknown space's 401.
    if (isUnstorable(spaceId)) throw httpErrorOf({ kind: 'WebhookKeyRejected' }, body);
    const deps = {
      uow: this.uow,
      ids: this.ids,
      secrets: this.secrets,
      clock: this.clock,
      appUrl: this.config.appUrl,
    };
    const result = await receiveIncomingWebhook(deps, { spaceId, key, body });
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
