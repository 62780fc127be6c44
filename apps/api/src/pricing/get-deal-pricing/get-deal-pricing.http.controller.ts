import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { readDealPricing, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { DealPricingDto, toDealPricingDto } from '../deal-pricing.response.dto';

/** GET /v1/deal/{id}/pricing (issue 25, item 3; the arithmetic in docs/pricing.md). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/deal')
export class GetDealPricingHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Get(':id/pricing')
  @ApiOperation({
    summary: "A deal's price from its estimates",
    description:
      'Whoever reaches the deal. Each line is rounded half-up to a cent; totals are sums of lines; the ' +
      'discount comes off the subtotal once; margin to 4 decimals (null at a price of 0). `by_phase` and ' +
      '`by_role` are before the discount and each sums to `subtotal`. The rules: docs/pricing.md.',
  })
  @ApiParam({ name: 'id', description: 'The deal id.' })
  @ApiOkResponse({ type: DealPricingDto })
  @ApiErrorResponses(401, 404)
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<DealPricingDto> {
    const result = await readDealPricing(this.pricing.reads, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toDealPricingDto(result.value);
  }
}
