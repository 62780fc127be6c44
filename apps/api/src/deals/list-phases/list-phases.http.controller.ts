import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { listPhasePage, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException, encodeCursor, parseListQuery } from '@deal/nest-kit';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { PhaseDto, toPhaseDto } from '../phase.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

class PhasePageDto {
  @ApiProperty({ type: [PhaseDto], description: 'In the order they were added.' })
  items!: PhaseDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class ListPhasesHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Get(':id/phases')
  @ApiOperation({
    summary: "A deal's phases, with absolute dates",
    description: 'Pages like every list (`limit`, default 25; `cursor` from `next_cursor`).',
  })
  @ApiListQuery()
  @ApiOkResponse({ type: PhasePageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
  ): Promise<PhasePageDto> {
    const page = parseListQuery(query, 'ph', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listPhasePage(this.deals.reads, actor, id, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    const { deal, page: found } = result.value;
    return {
      items: found.items.map((phase) => toPhaseDto(phase, deal.start)),
      next_cursor: found.nextAfterId === null ? null : encodeCursor(found.nextAfterId),
    };
  }
}
