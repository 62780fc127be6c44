import { Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { getIncomingWebhookPanel, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { IncomingWebhookDto, toIncomingWebhookDto } from './incoming-webhook.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@AutomationsController()
export class GetIncomingWebhookHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Get(':id/incoming')
  @ApiOperation({
    summary: 'The incoming-webhook panel: endpoint URL, signing key and a sample payload',
    description:
      'Owners and admins only (members and keys get 404), since it shows the signing key. Only a ' +
      '`webhook_received` automation has an incoming webhook (409 otherwise).',
  })
  @ApiAutomationId()
  @ApiOkResponse({ type: IncomingWebhookDto })
  @ApiErrorResponses(401, 404, 409)
  async get(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
  ): Promise<IncomingWebhookDto> {
    const result = await getIncomingWebhookPanel(this.automations.panel, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toIncomingWebhookDto(result.value);
  }
}
