import { HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { redeliverDelivery, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { DeliveryDto, toDeliveryDto } from '../delivery.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@AutomationsController()
export class RedeliverDeliveryHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

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
    const result = await redeliverDelivery(this.automations.deliveries, actor, spaceId, id, deliveryId);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toDeliveryDto(result.value);
  }
}
