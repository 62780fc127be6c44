import { Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { listDeliveries, type Actor, type UnitOfWork } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { parseListQuery } from '../../http/paging/list-query';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { DeliveryPageDto, toDeliveryPageDto } from '../delivery.response.dto';

@AutomationsController()
export class ListDeliveriesHttpController {
  constructor(@Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork) {}

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
    const result = await listDeliveries(this.uow.repositories, actor, spaceId, id, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toDeliveryPageDto(result.value);
  }
}
