import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { readDealPricingAnswer, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { DealPricingDto } from '../deal-pricing.response.dto';
import { PricingBodyCache } from './pricing-body.cache';
import { pricingBody } from './pricing-body';

/** GET /v1/deal/{id}/pricing (issue 25, item 3; the arithmetic in docs/pricing.md). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/deal')
export class GetDealPricingHttpController {
  constructor(
    @InjectApi('pricing') private readonly pricing: ApiParts['pricing'],
    private readonly bodies: PricingBodyCache,
  ) {}

  /**
   * Written by hand rather than returned: the body is kept as bytes per deal revision, and sent
   * with the headers `res.json` would give it (`application/json; charset=utf-8`, the app's ETag).
   */
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
  async get(@CurrentActor() actor: Actor, @Param('id') id: string, @Res() response: Response): Promise<void> {
    const etagOf = response.app.get('etag fn') as ((body: Buffer) => string | undefined) | undefined;
    const result = await readDealPricingAnswer(this.pricing.reads, actor, id, {
      cache: this.bodies,
      render: (priced) => pricingBody(priced, etagOf),
    });
    if (!result.ok) throw new DomainErrorException(result.error);
    const { json, etag } = result.value;
    response.set('Content-Type', 'application/json; charset=utf-8');
    if (etag !== null) response.set('ETag', etag);
    response.send(json);
  }
}
