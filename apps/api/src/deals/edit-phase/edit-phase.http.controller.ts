import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { editPhase, parsePhasePatchRequest, PHASE_PATCH_RULES, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { PhaseDto, toPhaseDto } from '../phase.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const EDIT_PHASE_DOCS: FieldDocs<typeof PHASE_PATCH_RULES> = {
  name: { description: "The phase's new name, not blank.", example: 'Kick-off' },
  start: 'Epoch milliseconds (UTC). Left out: where the phase starts now.',
  end: 'Epoch milliseconds (UTC); not before start. Left out: where it ends now.',
  pinned:
    "Pinned: stays on its dates and moves only by a reschedule's offset. Not pinned: kept at its distance " +
    "from the deal's start (needs the deal to have one). Switching keeps the phase's current dates.",
};

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class EditPhaseHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Patch(':id/phases/:phase_id')
  @ApiOperation({
    summary: 'Edit a phase of a deal',
    description:
      'Only the fields sent change; the result follows the rules of adding a phase. A change moves the ' +
      "deal's `updated_at` and emits `service_deal_updated` (with `changes: {}`); no version is taken. " +
      'Sending the current values changes nothing. A pending deal is read-only (409), an archived one too.',
  })
  @ApiParam({ name: 'id', description: 'The deal id.' })
  @ApiParam({ name: 'phase_id', description: 'The phase id (`ph_…`); a phase of another deal is 404.' })
  @ApiRequestBody('EditPhaseRequestDto', PHASE_PATCH_RULES, EDIT_PHASE_DOCS)
  @ApiOkResponse({ type: PhaseDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async edit(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('phase_id') phaseId: string,
    @Body() body: unknown,
  ): Promise<PhaseDto> {
    const request = parsedBody(parsePhasePatchRequest, body);
    const result = await editPhase(this.deals.change, actor, id, phaseId, request);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toPhaseDto(result.value.phase, result.value.dealStart);
  }
}
