import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EVENT_TYPES, listEvents, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException, DEFAULT_LIMIT, MAX_LIMIT } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { EventPageDto, toEventPageDto } from '../event.response.dto';
import { parseEventsQuery } from '../events-query';

@ApiTags('events')
@ApiBearerAuth()
@Controller('v1/spaces/:space/events')
export class ListEventsHttpController {
  constructor(@InjectApi('events') private readonly events: ApiParts['events']) {}

  @Get()
  @ApiOperation({
    summary: "The space's events, in commit order",
    description:
      'Every committed deal change of the space, kept for RETENTION_EVENT_DAYS (default 30), whether or ' +
      'not an automation matched; any member and the space key, `read` scope is enough. Oldest first, in ' +
      'the order the changes committed: a reader that keeps passing `next_cursor` as `after` sees every ' +
      'event exactly once (docs/events.md).',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiQuery({
    name: 'after',
    required: false,
    schema: { type: 'string' },
    description: '`next_cursor` of a previous page',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
  })
  @ApiQuery({ name: 'type', required: false, schema: { type: 'string', enum: [...EVENT_TYPES] } })
  @ApiQuery({
    name: 'deal_id',
    required: false,
    schema: { type: 'string' },
    description: "Only this deal's events.",
  })
  @ApiOkResponse({ type: EventPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<EventPageDto> {
    const input = parseEventsQuery(query);
    if (!input.ok) throw new DomainErrorException(input.error, query);
    const result = await listEvents(this.events.reads, actor, spaceId, input.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toEventPageDto(result.value);
  }
}
