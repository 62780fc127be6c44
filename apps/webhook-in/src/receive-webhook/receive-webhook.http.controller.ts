import { Controller, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { err, ok, receiveIncomingWebhook, type IncomingWebhookReceipt, type Result } from '@deal/domain';
import {
  bodyErrorOf,
  headerOf,
  isUnstorable,
  JsonLogger,
  rawBodyOf,
  requestIdOf,
  type HttpRequest,
} from '@deal/nest-kit';
import type { WebhookInLimits } from '../rate-limit/webhook-in-limits';
import { rejectionOf, type WebhookInMetrics } from '../operations/webhook-in.metrics';
import { InjectWebhookIn, type WebhookInParts } from '../webhook-in.parts';
import { httpErrorOf } from './webhook-in-error.http';

/** SPEC §5.3: the header that carries the automation's signing key. */
export const WEBHOOK_KEY_HEADER = 'x-service-webhook';

/**
 * POST /spaces/{space_id}/webhook-in (SPEC §4.5, CONTRACT §3). Order: the client's wrong-key
 * attempts for this space (no database), then the key, then the space's token bucket (a valid key
 * gives its attempt back and spends the bucket), then the body, then the deal — see
 * webhook-in-limits.ts and the use case. A wrong key counts against its client's attempts, never
 * against the space's bucket.
 */
@Controller('spaces')
export class ReceiveWebhookHttpController {
  constructor(
    @InjectWebhookIn('incoming') private readonly incoming: WebhookInParts['incoming'],
    @InjectWebhookIn('limits') private readonly limits: WebhookInLimits,
    @InjectWebhookIn('logger') private readonly logger: JsonLogger,
    @InjectWebhookIn('metrics') private readonly metrics: WebhookInMetrics,
  ) {}

  @Post(':space_id/webhook-in')
  @HttpCode(200)
  async receive(
    @Param('space_id') spaceId: string,
    @Headers(WEBHOOK_KEY_HEADER) key: string | undefined,
    @Req() request: HttpRequest,
  ): Promise<IncomingWebhookReceipt> {
    // First of all, before the key is looked up: 429 past the client's wrong-key attempts.
    await this.limits.admit(request, spaceId);
    const body = bodyOf(request);
    // PostgreSQL text never holds U+0000, so such an id names no space: the unknown space's 401.
    if (isUnstorable(spaceId)) {
      this.metrics.rejected('bad_key');
      throw httpErrorOf({ kind: 'WebhookKeyRejected' }, body);
    }
    // The budget is the calling client's: the one part of the dependencies built per request.
    const deps = { ...this.incoming, budget: this.limits.budgetFor(request) };
    const signed = {
      webhookId: headerText(request, 'webhook-id'),
      timestamp: headerText(request, 'webhook-timestamp'),
      signature: headerText(request, 'webhook-signature'),
      rawBody: rawBodyOf(request),
    };
    const call = { spaceId, key, body, signed };
    const result = await receiveIncomingWebhook(deps, call);
    if (!result.ok) {
      this.metrics.rejected(rejectionOf(result.error));
      throw httpErrorOf(result.error, body);
    }
    const { receipt, automationId } = result.value;
    this.metrics.received(receipt);
    // Which integration touched which deal, and which fields: names only, never values or the key.
    this.logger.entry('info', 'webhook received', {
      request_id: requestIdOf(request),
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

/**
 * The request body as the use case takes it: the parsed JSON, or the parser's refusal (413, 415,
 * malformed JSON) to be raised only after the key check. A request without a body counts as `{}`,
 * as everywhere in the service.
 */
function bodyOf(request: HttpRequest & { body?: unknown }): Result<unknown, Error> {
  const problem = bodyErrorOf(request);
  return problem ? err(problem) : ok(request.body ?? {});
}

/** A Standard Webhooks header (`webhook-id`, …): its value, trimmed; undefined when absent or blank. */
function headerText(request: HttpRequest, name: string): string | undefined {
  const value = headerOf(request, name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}
