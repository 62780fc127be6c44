import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  DEAL_STATUSES,
  EXTERNAL_ID_MAX_LENGTH,
  EXTERNAL_ID_RULE_TEXT,
  isDealStatus,
  isExternalId,
  listDeals,
  type Actor,
} from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException, encodeCursor, parseListQuery } from '@deal/nest-kit';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { DealDto, toDealDto } from '../deal.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

class DealPageDto {
  @ApiProperty({ type: [DealDto] })
  items!: DealDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

const FILTERS = {
  space: { parse: (value: string) => value || undefined, message: 'must be a space id' },
  status: {
    parse: (value: string) => (isDealStatus(value) ? value : undefined),
    message: `must be one of ${DEAL_STATUSES.join(', ')}`,
  },
  external_id: {
    parse: (value: string) => (isExternalId(value) ? value : undefined),
    message: EXTERNAL_ID_RULE_TEXT,
  },
};

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deals')
export class ListDealsHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Get()
  @ApiOperation({
    summary: "List a space's deals",
    description:
      'Oldest first, in a stable order. `space` is required with a personal token; a space key lists its own. ' +
      '`external_id` finds the deal an external system knows by that key (at most one per space).',
  })
  // Required in the document: a personal token without it is 400, and a space key may send its
  // own space's id. Marked optional, clients generated from the document let callers leave it out
  // (docs/api.md "OpenAPI document").
  @ApiQuery({
    name: 'space',
    required: true,
    description:
      "The space whose deals to list. Required with a personal token (400 without it); a space key may leave it out, and then lists its own space's.",
    schema: { type: 'string', example: 'spc_0Fz3AbCdEfGhIjKlMnOpQr' },
  })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: [...DEAL_STATUSES] } })
  @ApiQuery({
    name: 'external_id',
    required: false,
    description: "The external system's key (SPEC §4.5 `external_id`).",
    schema: { type: 'string', minLength: 1, maxLength: EXTERNAL_ID_MAX_LENGTH },
  })
  @ApiListQuery()
  @ApiOkResponse({ type: DealPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<DealPageDto> {
    const parsed = parseListQuery(query, 'deal', FILTERS);
    if (!parsed.ok) throw new DomainErrorException(parsed.error, query);
    const { limit, afterId, filters } = parsed.value;
    const result = await listDeals(this.deals.reads, actor, {
      spaceId: filters.space,
      status: filters.status,
      externalId: filters.external_id,
      limit,
      afterId,
    });
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return {
      items: result.value.items.map(toDealDto),
      next_cursor: result.value.nextAfterId === null ? null : encodeCursor(result.value.nextAfterId),
    };
  }
}
