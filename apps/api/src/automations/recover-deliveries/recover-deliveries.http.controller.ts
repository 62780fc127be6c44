import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  parseRecoverDeliveriesRequest,
  RECOVER_DELIVERIES_RULES,
  recoverDeliveries,
  type Actor,
} from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { RecoverDeliveriesResponseDto } from './recover-deliveries.response.dto';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const RECOVER_DOCS: FieldDocs<typeof RECOVER_DELIVERIES_RULES> = {
  since: {
    description:
      'Epoch milliseconds: every delivery of the action that failed at or after this time is redelivered. ' +
      'Not in the future, and not before the delivery log keeps deliveries (`RETENTION_DELIVERY_DAYS`, 30 ' +
      'days by default).',
    example: 1_764_000_000_000,
  },
};

@AutomationsController()
export class RecoverDeliveriesHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Post(':id/actions/:action_id/recover')
  @Idempotent()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Recover: redeliver every failed delivery of a Send Webhook action since a time',
    description:
      'Owners and admins only. Every delivery of this action that failed at or after `since` is queued ' +
      'again, due now, with a fresh retry schedule, exactly as `…/deliveries/{delivery_id}/redeliver` does, ' +
      'once each: a delivery already queued again (by an earlier or a concurrent recover) is not counted ' +
      'twice. Held deliveries (endpoint disabled) are not failed: `…/enable` releases them. Answers 202 ' +
      'with the number queued. An `update_deal` action has no endpoint (409).',
  })
  @ApiAutomationId()
  @ApiParam({ name: 'action_id', description: 'The action id (`act_…`) of this automation.' })
  @ApiRequestBody('RecoverDeliveriesRequestDto', RECOVER_DELIVERIES_RULES, RECOVER_DOCS)
  @ApiAcceptedResponse({ type: RecoverDeliveriesResponseDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async recover(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Param('action_id') actionId: string,
    @Body() body: unknown,
  ): Promise<RecoverDeliveriesResponseDto> {
    const request = parsedBody(parseRecoverDeliveriesRequest, body);
    const result = await recoverDeliveries(this.automations.recover, actor, spaceId, id, actionId, request);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return { recovered: result.value };
  }
}
