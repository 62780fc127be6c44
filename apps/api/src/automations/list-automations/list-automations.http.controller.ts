import { Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { listAutomations, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { AutomationsController } from '../automation-route.decorators';
import { AutomationPageDto, toAutomationPageDto } from '../automation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@AutomationsController()
export class ListAutomationsHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Get()
  @ApiOperation({
    summary: "List a space's automations",
    description: 'Any member of the space, and its own key. Oldest first; never a secret or signing key.',
  })
  @ApiListQuery()
  @ApiOkResponse({ type: AutomationPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<AutomationPageDto> {
    const page = parseListQuery(query, 'aut', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listAutomations(this.automations.reads, actor, spaceId, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toAutomationPageDto(result.value);
  }
}
