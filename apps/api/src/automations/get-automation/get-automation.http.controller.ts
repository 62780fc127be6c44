import { Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { getAutomation, revealNone, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { AutomationDto, toAutomationDto } from '../automation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@AutomationsController()
export class GetAutomationHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Get(':id')
  @ApiOperation({
    summary: 'Read an automation',
    description: 'Any member of the space, and its own key. Never a secret or signing key.',
  })
  @ApiAutomationId()
  @ApiOkResponse({ type: AutomationDto })
  @ApiErrorResponses(401, 404)
  async get(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
  ): Promise<AutomationDto> {
    const result = await getAutomation(this.automations.reads, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toAutomationDto(revealNone(result.value));
  }
}
