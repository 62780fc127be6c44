import { Body, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { updateAutomation, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { AUTOMATION_REQUEST_PARTS, UPDATE_AUTOMATION_REQUEST } from '../automation-request.schemas';
import { ApiRequestBodySchema } from '../../openapi/request-body.decorator';
import { AutomationDto, toAutomationDto } from '../automation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@AutomationsController()
export class UpdateAutomationHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Patch(':id')
  @ApiOperation({
    summary: 'Rename, disable or enable an automation, or replace its conditions or actions',
    description:
      'Owners and admins only. Only what is sent changes; the trigger type cannot. `actions` replaces the ' +
      'list: an item with the `id` of an existing action keeps it (id, secret, delivery log); an item ' +
      'without one is a new action whose new `secret` is shown in this response only; actions left out ' +
      'are deleted with their log. A request that changes nothing writes nothing. Adding Send Webhook actions ' +
      "past the space's `WEBHOOK_ACTIONS_PER_SPACE_MAX` (default 100) is 409, naming the limit.",
  })
  @ApiAutomationId()
  @ApiRequestBodySchema('UpdateAutomationRequestDto', UPDATE_AUTOMATION_REQUEST, AUTOMATION_REQUEST_PARTS)
  @ApiOkResponse({ type: AutomationDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async update(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<AutomationDto> {
    const result = await updateAutomation(this.automations.write, actor, spaceId, id, body ?? {});
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toAutomationDto(result.value);
  }
}
