import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { listVersions, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException, encodeCursor, parseListQuery } from '@deal/nest-kit';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { DealVersionDto, toDealVersionDto } from './deal-version.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

class DealVersionPageDto {
  @ApiProperty({ type: [DealVersionDto], description: 'Newest first.' })
  items!: DealVersionDto[];
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
export class ListVersionsHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Get(':id/versions')
  @ApiOperation({
    summary: "A deal's versions (snapshots taken before each reschedule past draft), newest first",
  })
  @ApiListQuery()
  @ApiOkResponse({ type: DealVersionPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
  ): Promise<DealVersionPageDto> {
    const page = parseListQuery(query, 'ver', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listVersions(this.deals.reads, actor, id, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return {
      items: result.value.items.map(toDealVersionDto),
      next_cursor: result.value.nextAfterId === null ? null : encodeCursor(result.value.nextAfterId),
    };
  }
}
