import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { addPhase, parseNewPhaseRequest, type Actor, type IdGenerator, type UnitOfWork } from '@deal/domain';
import { ID_GENERATOR, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { PhaseDto, toPhaseDto } from '../phase.response.dto';
import { AddPhaseRequestDto } from './add-phase.request.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class AddPhaseHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  @Post(':id/phases')
  @Idempotent()
  @ApiOperation({ summary: 'Add a phase to a deal' })
  @ApiBody({ type: AddPhaseRequestDto })
  @ApiCreatedResponse({ type: PhaseDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async add(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: unknown): Promise<PhaseDto> {
    const request = parsedBody(parseNewPhaseRequest, body);
    const result = await addPhase({ uow: this.uow, ids: this.ids }, actor, id, request);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toPhaseDto(result.value.phase, result.value.dealStart);
  }
}
