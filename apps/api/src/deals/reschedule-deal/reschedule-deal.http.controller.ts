import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { parseRescheduleRequest, RESCHEDULE_REQUEST_RULES, rescheduleDeal, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { RescheduleDealResponseDto, toRescheduleDealResponseDto } from './reschedule-deal.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const RESCHEDULE_DOCS: FieldDocs<typeof RESCHEDULE_REQUEST_RULES> = {
  shift: {
    description:
      'A signed offset from the current start (`+2w`, `-3d`, `+1m`: days, weeks, calendar months) or a date ' +
      '`YYYY-MM-DD`. Either resolves to the Monday on or before it (UTC).',
    example: '+2w',
  },
  space: "When sent, it must be the deal's space (else 404).",
};

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class RescheduleDealHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Post(':id/reschedule')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: "Move a deal's dates to a Monday",
    description:
      'One transaction: a deal past draft is snapshotted first (a version), then start, end, due and every ' +
      'pinned phase move by the offset. A shift that resolves to the current start writes nothing. ' +
      '409: the deal is pending (read-only), archived, or has no start for a relative shift. ' +
      '404: unknown deal, out of reach, or `space` is not its space.',
  })
  @ApiRequestBody('RescheduleDealRequestDto', RESCHEDULE_REQUEST_RULES, RESCHEDULE_DOCS)
  @ApiOkResponse({ type: RescheduleDealResponseDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async reschedule(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<RescheduleDealResponseDto> {
    const result = await rescheduleDeal(
      this.deals.change,
      actor,
      id,
      parsedBody(parseRescheduleRequest, body),
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toRescheduleDealResponseDto(result.value);
  }
}
