import { Get, Inject, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { getAutomation, revealNone, type Actor, type UnitOfWork } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { AutomationDto, toAutomationDto } from '../automation.response.dto';

@AutomationsController()
export class GetAutomationHttpController {
  constructor(@Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork) {}

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
    const result = await getAutomation(this.uow.repositories, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toAutomationDto(revealNone(result.value));
  }
}
