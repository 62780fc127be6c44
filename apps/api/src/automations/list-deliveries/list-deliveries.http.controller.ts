import { Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { listDeliveries, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { DeliveryPageDto, toDeliveryPageDto } from '../delivery.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@AutomationsController()
export class ListDeliveriesHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Get(':id/deliveries')
  @ApiOperation({
    summary: "An automation's delivery log, newest first",
    description:
      'Any member of the space, and its own key. Each delivery with its status and every attempt (time, ' +
      'duration, status code or error). Send test leaves no trace here.',
  })
  @ApiAutomationId()
  @ApiListQuery()
  @ApiOkResponse({ type: DeliveryPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
  ): Promise<DeliveryPageDto> {
    const page = parseListQuery(query, 'dlv', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listDeliveries(this.automations.reads, actor, spaceId, id, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toDeliveryPageDto(result.value);
  }
}
