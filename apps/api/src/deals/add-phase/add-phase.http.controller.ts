import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { addPhase, NEW_PHASE_RULES, parseNewPhaseRequest, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { PhaseDto, toPhaseDto } from '../phase.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const ADD_PHASE_DOCS: FieldDocs<typeof NEW_PHASE_RULES> = {
  name: { description: "The phase's name, not blank.", example: 'Kick-off' },
  start: 'Epoch milliseconds (UTC).',
  end: 'Epoch milliseconds (UTC); not before start.',
  pinned:
    "Pinned: stays on these dates and moves only by a reschedule's offset. Not pinned: kept at its distance " +
    "from the deal's start (needs the deal to have one).",
};

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class AddPhaseHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Post(':id/phases')
  @Idempotent()
  @ApiOperation({
    summary: 'Add a phase to a deal',
    description:
      "Moves the deal's `updated_at` and emits `service_deal_updated` (with `changes: {}`); no version is " +
      'taken. A pending deal is read-only (409), an archived one too.',
  })
  @ApiRequestBody('AddPhaseRequestDto', NEW_PHASE_RULES, ADD_PHASE_DOCS)
  @ApiCreatedResponse({ type: PhaseDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async add(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: unknown): Promise<PhaseDto> {
    const request = parsedBody(parseNewPhaseRequest, body);
    const result = await addPhase(this.deals.change, actor, id, request);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toPhaseDto(result.value.phase, result.value.dealStart);
  }
}
