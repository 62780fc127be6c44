import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { listPhases, type Actor, type UnitOfWork } from '@deal/domain';
import { UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { PhaseDto, toPhaseDto } from '../phase.response.dto';

class PhaseListDto {
  @ApiProperty({ type: [PhaseDto], description: 'In the order they were added.' })
  items!: PhaseDto[];
}

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class ListPhasesHttpController {
  constructor(@Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork) {}

  @Get(':id/phases')
  @ApiOperation({ summary: "A deal's phases, with absolute dates" })
  @ApiOkResponse({ type: PhaseListDto })
  @ApiErrorResponses(401, 404)
  async list(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PhaseListDto> {
    const result = await listPhases(this.uow.repositories, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    const { deal, phases } = result.value;
    return { items: phases.map((phase) => toPhaseDto(phase, deal.start)) };
  }
}
