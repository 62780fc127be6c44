import { Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { listAutomations, type Actor, type UnitOfWork } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { parseListQuery } from '../../http/paging/list-query';
import { AutomationsController } from '../automation-route.decorators';
import { AutomationPageDto, toAutomationPageDto } from '../automation.response.dto';

@AutomationsController()
export class ListAutomationsHttpController {
  constructor(@Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork) {}

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
    const result = await listAutomations(this.uow.repositories, actor, spaceId, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toAutomationPageDto(result.value);
  }
}
