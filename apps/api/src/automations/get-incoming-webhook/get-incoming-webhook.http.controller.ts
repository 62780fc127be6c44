import { Get, Inject, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { getIncomingWebhookPanel, type Actor, type UnitOfWork } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { API_CONFIG, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import type { ApiConfig } from '../../config/api-config';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { IncomingWebhookDto, toIncomingWebhookDto } from './incoming-webhook.response.dto';

@AutomationsController()
export class GetIncomingWebhookHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

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
    const deps = { repos: this.uow.repositories, webhookInUrl: this.config.webhookInUrl };
    const result = await getIncomingWebhookPanel(deps, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toIncomingWebhookDto(result.value);
  }
}
