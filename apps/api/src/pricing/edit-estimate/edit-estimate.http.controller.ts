import { Body, Controller, Param, Patch } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { editEstimate, ESTIMATE_EDIT_RULES, parseEstimateEditRequest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { PricedLineDto, toPricedLineDto } from '../deal-pricing.response.dto';
import { ESTIMATE_EDIT_DOCS } from '../pricing-request.docs';

/** PATCH /v1/deal/{id}/phases/{phase_id}/estimates/{estimate_id} (issue 25, item 3). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/deal')
export class EditEstimateHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Patch(':id/phases/:phase_id/estimates/:estimate_id')
  @ApiOperation({
    summary: 'Edit an estimate of a deal',
    description:
      'Only the fields sent change; a field of the other kind of estimate is 400 naming it. A new role is ' +
      'checked as when adding. A pending deal is read-only (409), an archived one too.',
  })
  @ApiParam({ name: 'id', description: 'The deal id.' })
  @ApiParam({ name: 'phase_id', description: 'The phase id (`ph_…`).' })
  @ApiParam({ name: 'estimate_id', description: 'The estimate id (`est_…`); one of another phase is 404.' })
  @ApiRequestBody('EditEstimateRequestDto', ESTIMATE_EDIT_RULES, ESTIMATE_EDIT_DOCS)
  @ApiOkResponse({ type: PricedLineDto })
  @ApiConflictResponse({
    description:
      'Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the ' +
      'previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps ' +
      'the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an ' +
      'archived one `deal is archived`; nothing is written on a refusal.',
  })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async edit(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('phase_id') phaseId: string,
    @Param('estimate_id') estimateId: string,
    @Body() body: unknown,
  ): Promise<PricedLineDto> {
    const edit = parsedBody(parseEstimateEditRequest, body);
    const result = await editEstimate(this.pricing.write, actor, id, phaseId, estimateId, edit);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toPricedLineDto(result.value);
  }
}
