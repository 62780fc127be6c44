import { Body, Controller, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { addEstimate, NEW_ESTIMATE_RULES, parseNewEstimateRequest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { PricedLineDto, toPricedLineDto } from '../deal-pricing.response.dto';
import { NEW_ESTIMATE_DOCS } from '../pricing-request.docs';

/** POST /v1/deal/{id}/phases/{phase_id}/estimates (issue 25, item 3). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/deal')
export class AddEstimateHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Post(':id/phases/:phase_id/estimates')
  @Idempotent()
  @ApiOperation({
    summary: 'Add an estimate to a phase of a deal',
    description:
      'Whoever may change the deal. `{name, role_id, quantity}` (effort, priced at the deal’s copy of its rate ' +
      'card) or `{name, fixed_price, fixed_cost}`. A pending deal is read-only (409), an archived one too. ' +
      'Answers the estimate priced as a line of GET /v1/deal/{id}/pricing.',
  })
  @ApiParam({ name: 'id', description: 'The deal id.' })
  @ApiParam({ name: 'phase_id', description: 'The phase id (`ph_…`); a phase of another deal is 404.' })
  @ApiRequestBody('AddEstimateRequestDto', NEW_ESTIMATE_RULES, NEW_ESTIMATE_DOCS)
  @ApiCreatedResponse({ type: PricedLineDto })
  @ApiConflictResponse({
    description:
      'Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the ' +
      'previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps ' +
      'the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an ' +
      'archived one `deal is archived`, one that holds 5,000 estimates already `a deal holds at most 5000 ' +
      'estimates`; nothing is written on a refusal.',
  })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async add(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('phase_id') phaseId: string,
    @Body() body: unknown,
  ): Promise<PricedLineDto> {
    const input = parsedBody(parseNewEstimateRequest, body);
    const result = await addEstimate(this.pricing.write, actor, id, phaseId, input);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toPricedLineDto(result.value);
  }
}
