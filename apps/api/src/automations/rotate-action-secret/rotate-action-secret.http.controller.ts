import { HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { rotateActionSecret, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { AutomationDto, toAutomationDto } from '../automation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@AutomationsController()
export class RotateActionSecretHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Post(':id/actions/:action_id/rotate-secret')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Replace the X-Service-Webhook secret of a Send Webhook action',
    description:
      'Owners and admins only. The action keeps its id, URL, signing secret and delivery log; every request ' +
      'from now on (retries of queued deliveries included) carries the new secret, shown in this response ' +
      'only, in `X-Service-Webhook`. Signatures do not change: they are keyed with the signing secret ' +
      '(`rotate-signing-secret`). An `update_deal` action has no secret (409).',
  })
  @ApiAutomationId()
  @ApiParam({ name: 'action_id', description: 'The action id (`act_…`) of this automation.' })
  @ApiOkResponse({ type: AutomationDto })
  @ApiErrorResponses(401, 403, 404, 409)
  async rotate(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Param('action_id') actionId: string,
  ): Promise<AutomationDto> {
    const result = await rotateActionSecret(this.automations.write, actor, spaceId, id, actionId);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toAutomationDto(result.value);
  }
}
