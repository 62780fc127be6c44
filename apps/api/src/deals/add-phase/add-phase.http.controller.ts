import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { addPhase, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { PhaseDto, toPhaseDto } from '../phase.response.dto';
import { AddPhaseRequestDto } from './add-phase.request.dto';
import { InjectApi, type ApiComposition } from '../../api.composition';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class AddPhaseHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiComposition['deals']) {}

  @Post(':id/phases')
  @ApiOperation({ summary: 'Add a phase to a deal' })
  @ApiCreatedResponse({ type: PhaseDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async add(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: AddPhaseRequestDto,
  ): Promise<PhaseDto> {
    const result = await addPhase(this.deals.phases, actor, id, body);
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toPhaseDto(result.value.phase, result.value.dealStart);
  }
}
