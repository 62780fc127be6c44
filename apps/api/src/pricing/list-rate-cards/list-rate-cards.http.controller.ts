import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { listRateCards, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { RateCardPageDto, toRateCardPageDto } from '../rate-card.response.dto';

/** GET /v1/spaces/{space}/rate-cards (issue 25, item 1). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/spaces/:space/rate-cards')
export class ListRateCardsHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Get()
  @ApiOperation({
    summary: "List a space's rate cards",
    description: 'Any member, and the space’s own key. Oldest first.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiListQuery()
  @ApiOkResponse({ type: RateCardPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<RateCardPageDto> {
    const page = parseListQuery(query, 'rc', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listRateCards(this.pricing.reads, actor, spaceId, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toRateCardPageDto(result.value);
  }
}
