import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { listPhases, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { PhaseDto, toPhaseDto } from '../phase.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

class PhaseListDto {
  @ApiProperty({ type: [PhaseDto], description: 'In the order they were added.' })
  items!: PhaseDto[];
}

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class ListPhasesHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Get(':id/phases')
  @ApiOperation({ summary: "A deal's phases, with absolute dates" })
  @ApiOkResponse({ type: PhaseListDto })
  @ApiErrorResponses(401, 404)
  async list(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PhaseListDto> {
    const result = await listPhases(this.deals.reads, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    const { deal, phases } = result.value;
    return { items: phases.map((phase) => toPhaseDto(phase, deal.start)) };
  }
}
