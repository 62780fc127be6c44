import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  ENABLE_ENDPOINT_REQUEST_RULES,
  enableEndpoint,
  parseEnableEndpointRequest,
  revealNone,
  type Actor,
} from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { AutomationDto, toAutomationDto } from '../automation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const ENABLE_ENDPOINT_DOCS: FieldDocs<typeof ENABLE_ENDPOINT_REQUEST_RULES> = {
  redeliver_held: {
    description:
      '`true`: queue every held delivery again, due now, with a fresh retry schedule. `false` (the default): ' +
      'mark them failed ("not delivered: held while its endpoint was disabled"); each can then be redelivered ' +
      'on its own with `…/deliveries/{delivery_id}/redeliver`.',
    default: false,
  },
};

@AutomationsController()
export class EnableEndpointHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Post(':id/actions/:action_id/enable')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Enable a Send Webhook endpoint that endpoint health disabled',
    description:
      'Owners and admins only. An endpoint that failed every delivery for `WEBHOOK_ENDPOINT_DISABLE_AFTER_MS` ' +
      '(at least 3 deliveries) or `WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES` deliveries in a row is disabled ' +
      "by the dispatcher: its deliveries are kept as `held` and not attempted, and the action's `endpoint` " +
      'says why and since when. Enabling starts the failing run from zero and releases the held deliveries: ' +
      'queued again with `redeliver_held: true`, otherwise marked failed and redeliverable one by one. An ' +
      'enabled endpoint is left as it is (200). An `update_deal` action has no endpoint (409).',
  })
  @ApiAutomationId()
  @ApiParam({ name: 'action_id', description: 'The action id (`act_…`) of this automation.' })
  @ApiRequestBody('EnableEndpointRequestDto', ENABLE_ENDPOINT_REQUEST_RULES, ENABLE_ENDPOINT_DOCS)
  @ApiOkResponse({ type: AutomationDto, description: 'The automation, the endpoint enabled; no secret.' })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async enable(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Param('action_id') actionId: string,
    @Body() body: unknown,
  ): Promise<AutomationDto> {
    const request = parsedBody(parseEnableEndpointRequest, body);
    const result = await enableEndpoint(this.automations.deliveries, actor, spaceId, id, actionId, request);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toAutomationDto(revealNone(result.value.automation));
  }
}
