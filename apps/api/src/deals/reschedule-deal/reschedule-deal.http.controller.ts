import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { rescheduleDeal, type Actor, type Clock, type IdGenerator, type UnitOfWork } from '@deal/domain';
import { API_CONFIG, CLOCK, ID_GENERATOR, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import type { ApiConfig } from '../../config/api-config';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { RescheduleDealRequestDto } from './reschedule-deal.request.dto';
import { RescheduleDealResponseDto, toRescheduleDealResponseDto } from './reschedule-deal.response.dto';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class RescheduleDealHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Post(':id/reschedule')
  @HttpCode(200)
  @ApiOperation({
    summary: "Move a deal's dates to a Monday",
    description:
      'One transaction: a deal past draft is snapshotted first (a version), then start, end, due and every ' +
      'pinned phase move by the offset. A shift that resolves to the current start writes nothing. ' +
      '409: the deal is pending (read-only), archived, or has no start for a relative shift. ' +
      '404: unknown deal, out of reach, or `space` is not its space.',
  })
  @ApiOkResponse({ type: RescheduleDealResponseDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async reschedule(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: RescheduleDealRequestDto,
  ): Promise<RescheduleDealResponseDto> {
    const deps = { uow: this.uow, ids: this.ids, clock: this.clock, appUrl: this.config.appUrl };
    const result = await rescheduleDeal(deps, actor, id, {
      shift: body.shift,
      ...(body.space !== undefined && { spaceId: body.space }),
    });
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toRescheduleDealResponseDto(result.value);
  }
}
