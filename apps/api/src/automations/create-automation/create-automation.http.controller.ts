import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { createAutomation, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { AutomationsController } from '../automation-route.decorators';
import { AUTOMATION_REQUEST_PARTS, CREATE_AUTOMATION_REQUEST } from '../automation-request.schemas';
import { ApiRequestBodySchema } from '../../openapi/request-body.decorator';
import { AutomationDto, toAutomationDto } from '../automation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@AutomationsController()
export class CreateAutomationHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create an automation',
    description:
      'Owners and admins only (anyone else, space keys included, gets 404). `deal_updated` or `deal_created` ' +
      'with optional conditions and 1–10 `send_webhook` actions, or `webhook_received` with optional conditions on ' +
      '`payload.…` / `deal.…` fields (its action applies only when they hold) and exactly one `update_deal` ' +
      'action. Each generated secret (`secret` per Send Webhook action, `signing_key` of an incoming ' +
      'webhook) is shown in this response only. A space holds at most `AUTOMATIONS_PER_SPACE_MAX` automations ' +
      '(default 50) and `WEBHOOK_ACTIONS_PER_SPACE_MAX` Send Webhook actions (default 100): past either, 409 ' +
      'naming the limit.',
  })
  @ApiRequestBodySchema('CreateAutomationRequestDto', CREATE_AUTOMATION_REQUEST, AUTOMATION_REQUEST_PARTS)
  @ApiCreatedResponse({ type: AutomationDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async create(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: unknown,
  ): Promise<AutomationDto> {
    const result = await createAutomation(this.automations.write, actor, spaceId, body ?? {});
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toAutomationDto(result.value);
  }
}
