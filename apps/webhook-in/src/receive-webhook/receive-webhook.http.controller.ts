import { Controller, Headers, HttpCode, Ip, Param, Post, Req, UseGuards } from '@nestjs/common';
import { receiveIncomingWebhook, type IncomingWebhookReceipt, type Result } from '@deal/domain';
import { headerOf, isUnstorable, JsonLogger, rawBodyOf, type HttpRequest } from '@deal/nest-kit';
import { clientOf, FailedKeyGuard } from '../rate-limit/failed-key.guard';
import { limiterUnavailable, LimiterUnavailableError } from '../rate-limit/limiter-unavailable';
import { rejectionOf, type WebhookInMetrics } from '../operations/webhook-in.metrics';
import { InjectWebhookIn, type WebhookInParts } from '../webhook-in.parts';
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
    @InjectWebhookIn('incoming') private readonly incoming: WebhookInParts['incoming'],
    @InjectWebhookIn('logger') private readonly logger: JsonLogger,
    @InjectWebhookIn('metrics') private readonly metrics: WebhookInMetrics,
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
    if (isUnstorable(spaceId)) {
      this.metrics.rejected('bad_key');
      throw httpErrorOf({ kind: 'WebhookKeyRejected' }, body);
    }
    // The budget is the calling client's: the one part of the dependencies built per request.
    const deps = { ...this.incoming.deps, budget: this.incoming.budgetFor(clientOf({ ip })) };
    const signed = {
      webhookId: headerText(request, 'webhook-id'),
      timestamp: headerText(request, 'webhook-timestamp'),
      signature: headerText(request, 'webhook-signature'),
      rawBody: rawBodyOf(request),
    };
    const call = { spaceId, key, body, signed };
    const result = await receiveIncomingWebhook(deps, call).catch((error: unknown) => {
      if (!(error instanceof LimiterUnavailableError)) throw error;
      this.metrics.storeFailed();
      throw limiterUnavailable(this.logger, request, error);
    });
    if (!result.ok) {
      this.metrics.rejected(rejectionOf(result.error));
      throw httpErrorOf(result.error, body);
    }
    const { receipt, automationId } = result.value;
    this.metrics.received(receipt);
    // Which integration touched which deal, and which fields: names only, never values or the key.
    this.logger.entry('info', 'webhook received', {
      request_id: requestId,
      space_id: spaceId,
      automation_id: automationId,
      signed: signed.signature !== undefined,
      replayed: result.value.replayed === true,
      matched: receipt.matched,
      applied: receipt.applied,
      deal_id: receipt.deal_id,
      changed: Object.keys(receipt.changes),
    });
    return receipt;
  }
}

/** A Standard Webhooks header (`webhook-id`, …): its value, trimmed; undefined when absent or blank. */
function headerText(request: HttpRequest, name: string): string | undefined {
  const value = headerOf(request, name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}
