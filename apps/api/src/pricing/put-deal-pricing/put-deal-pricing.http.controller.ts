import { Body, Controller, Param, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { DEAL_PRICING_RULES, parseDealPricingRequest, setDealPricing, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { DealPricingDto, toDealPricingDto } from '../deal-pricing.response.dto';
import { DEAL_PRICING_DOCS } from '../pricing-request.docs';

/** PUT /v1/deal/{id}/pricing (issue 25, item 2; docs/pricing.md). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/deal')
export class PutDealPricingHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Put(':id/pricing')
  @ApiOperation({
    summary: "Set a deal's rate card, contingency and discount",
    description:
      'Whoever may change the deal. The deal keeps a copy of the card’s rates at its current revision: later ' +
      'edits of the card change nothing until refresh-rates. A card in another currency, or one that does not ' +
      "rate a role the deal's estimates use, is 409 saying so; a card of another space is 404. A pending deal " +
      'is read-only (409), an archived one too. Answers the pricing, as GET does.',
  })
  @ApiParam({ name: 'id', description: 'The deal id.' })
  @ApiRequestBody('PutDealPricingRequestDto', DEAL_PRICING_RULES, DEAL_PRICING_DOCS)
  @ApiOkResponse({ type: DealPricingDto })
  @ApiConflictResponse({
    description:
      'Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the ' +
      'previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps ' +
      'the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an ' +
      'archived one `deal is archived`; nothing is written on a refusal.',
  })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async put(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<DealPricingDto> {
    const input = parsedBody(parseDealPricingRequest, body);
    const result = await setDealPricing(this.pricing.write, actor, id, input);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toDealPricingDto(result.value);
  }
}
