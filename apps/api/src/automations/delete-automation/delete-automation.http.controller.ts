import { Delete, HttpCode, Param } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import { deleteAutomation, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { InjectApi, type ApiParts } from '../../api.parts';

@AutomationsController()
export class DeleteAutomationHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete an automation',
    description:
      'Owners and admins only. Its actions, queued deliveries and delivery log go with it; a second ' +
      'delete is 404.',
  })
  @ApiAutomationId()
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrorResponses(401, 403, 404)
  async remove(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
  ): Promise<void> {
    const result = await deleteAutomation(this.automations.remove, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
