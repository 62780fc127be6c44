import { HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { rotateInboundSigningSecret, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { AutomationDto, toAutomationDto } from '../automation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@AutomationsController()
export class RotateInboundSigningSecretHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Post(':id/rotate-inbound-signing-secret')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Replace the Standard Webhooks signing secret of an incoming webhook',
    description:
      'Owners and admins only. For a `webhook_received` automation with `require_signature`: the old secret ' +
      'stops verifying at once; the automation is returned with the new `inbound_signing_secret`, shown ' +
      'this once. An automation that does not require signatures has none (409).',
  })
  @ApiAutomationId()
  @ApiOkResponse({ type: AutomationDto })
  @ApiErrorResponses(401, 403, 404, 409)
  async rotate(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
  ): Promise<AutomationDto> {
    const result = await rotateInboundSigningSecret(this.automations.rotateInbound, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toAutomationDto(result.value);
  }
}
