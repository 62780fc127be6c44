import { HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { redeliverDelivery, type Actor, type Clock, type UnitOfWork } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CLOCK, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { DeliveryDto, toDeliveryDto } from '../delivery.response.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@AutomationsController()
export class RedeliverDeliveryHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post(':id/deliveries/:delivery_id/redeliver')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Redeliver a failed delivery',
    description:
      'Owners and admins only. The delivery is queued again, due now, with a fresh retry schedule; its ' +
      'earlier attempts stay in the log. Only a `failed` delivery can be redelivered (409 otherwise).',
  })
  @ApiAutomationId()
  @ApiParam({ name: 'delivery_id', description: 'The delivery id (`dlv_…`) of this automation.' })
  @ApiOkResponse({ type: DeliveryDto, description: 'The delivery, `pending` again.' })
  @ApiErrorResponses(401, 403, 404, 409)
  async redeliver(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Param('delivery_id') deliveryId: string,
  ): Promise<DeliveryDto> {
    const deps = { uow: this.uow, clock: this.clock };
    const result = await redeliverDelivery(deps, actor, spaceId, id, deliveryId);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toDeliveryDto(result.value);
  }
}
