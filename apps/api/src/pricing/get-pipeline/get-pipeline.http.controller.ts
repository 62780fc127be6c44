import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { parsePipelineQuery, PIPELINE_MAX_MONTHS, readPipeline, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { PipelineDto, toPipelineDto } from '../pipeline.response.dto';

const MONTH = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', example: '2026-01' };

/** GET /v1/spaces/{space}/pipeline (issue 25, item 6; docs/pricing.md "Pipeline"). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/spaces/:space/pipeline')
export class GetPipelineHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Get()
  @ApiOperation({
    summary: "A space's pipeline forecast, month by month",
    description:
      'Any member, and the space’s own key. Open deals (draft to progressed) and won ones, not archived, ' +
      "with a price: each deal's price, weighted price and cost are spread over its phases' days (start to " +
      'due when it has none), in integer cents with cumulative rounding, so its months sum exactly to it. ' +
      `At most ${PIPELINE_MAX_MONTHS} months per request.`,
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiQuery({ name: 'from', required: true, description: 'First month, `YYYY-MM`.', schema: MONTH })
  @ApiQuery({
    name: 'to',
    required: true,
    description: `Last month, \`YYYY-MM\`, not before \`from\`; at most ${PIPELINE_MAX_MONTHS} months in all.`,
    schema: MONTH,
  })
  @ApiQuery({
    name: 'currency',
    required: false,
    description: "Count the deals in this currency (any case); default: the space's currency.",
    schema: { type: 'string', pattern: '^[A-Za-z]{3}$', example: 'eur' },
  })
  @ApiOkResponse({ type: PipelineDto })
  @ApiErrorResponses(400, 401, 404)
  async read(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<PipelineDto> {
    const parsed = parsePipelineQuery(query);
    if (!parsed.ok) throw new DomainErrorException({ kind: 'Validation', issues: parsed.error }, query);
    const result = await readPipeline(this.pricing.reads, actor, spaceId, parsed.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toPipelineDto(result.value);
  }
}
