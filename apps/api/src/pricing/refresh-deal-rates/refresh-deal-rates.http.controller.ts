import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { refreshDealRates, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { DealPricingDto, toDealPricingDto } from '../deal-pricing.response.dto';

/** POST /v1/deal/{id}/pricing/refresh-rates (issue 25, item 2). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/deal')
export class RefreshDealRatesHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Post(':id/pricing/refresh-rates')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary: "Copy the deal's rate card's current rates again",
    description:
      'The rates and revision of the card as it is now replace the deal’s copy; contingency and discount stay. ' +
      "Under the rules of PUT: the card must still be in the deal's currency and rate every role the estimates " +
      'use (else 409). A deal without a rate card is 409. Answers the pricing, as GET does.',
  })
  @ApiParam({ name: 'id', description: 'The deal id.' })
  @ApiOkResponse({ type: DealPricingDto })
  @ApiConflictResponse({
    description:
      'Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the ' +
      'previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps ' +
      'the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an ' +
      'archived one `deal is archived`; nothing is written on a refusal.',
  })
  @ApiErrorResponses(401, 403, 404, 409)
  async refresh(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<DealPricingDto> {
    const result = await refreshDealRates(this.pricing.write, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toDealPricingDto(result.value);
  }
}
