import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { getDeal, type Actor, type UnitOfWork } from '@deal/domain';
import { UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { DealDto, toDealDto } from '../deal.response.dto';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class GetDealHttpController {
  constructor(@Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork) {}

  @Get(':id')
  @ApiOperation({ summary: 'Read a deal' })
  @ApiOkResponse({ type: DealDto })
  @ApiErrorResponses(401, 404)
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<DealDto> {
    const result = await getDeal(this.uow.repositories, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toDealDto(result.value);
  }
}
