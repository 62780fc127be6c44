import { HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { rotateSigningKey, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { AutomationDto, toAutomationDto } from '../automation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@AutomationsController()
export class RotateSigningKeyHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Post(':id/rotate-signing-key')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Replace the signing key of an incoming webhook',
    description:
      'Owners and admins only. The old key stops working at once; the automation is returned with the new ' +
      '`signing_key`. A `deal_updated` automation has none (409).',
  })
  @ApiAutomationId()
  @ApiOkResponse({ type: AutomationDto })
  @ApiErrorResponses(401, 403, 404, 409)
  async rotate(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
  ): Promise<AutomationDto> {
    const result = await rotateSigningKey(this.automations.write, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toAutomationDto(result.value);
  }
}
