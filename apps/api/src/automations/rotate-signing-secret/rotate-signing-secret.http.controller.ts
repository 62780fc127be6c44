import { HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { rotateSigningSecret, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { AutomationDto, toAutomationDto } from '../automation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@AutomationsController()
export class RotateSigningSecretHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Post(':id/actions/:action_id/rotate-signing-secret')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Replace the signing secret of a Send Webhook action',
    description:
      'Owners and admins only. The new signing secret (`whsec_…`, the Standard Webhooks key) is in this ' +
      "response only, as the action's `signing_secret`. For 24 hours the old one keeps signing beside it: " +
      '`webhook-signature` holds two `v1,` signatures, so a receiver switches over without refusing a ' +
      'delivery. `X-Service-Webhook` does not change. An `update_deal` action has no secret (409).',
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
    const result = await rotateSigningSecret(this.automations.write, actor, spaceId, id, actionId);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toAutomationDto(result.value);
  }
}
