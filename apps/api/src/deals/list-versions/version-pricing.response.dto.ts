import { ApiProperty } from '@nestjs/swagger';
import { type EstimateSnapshot, type PricingSnapshot } from '@deal/domain';
import { fraction, hundredths, money, RateDto, toRateDto } from '../../pricing/rate-card.response.dto';

class VersionRateCardDto {
  @ApiProperty({ example: 'rc_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 3, description: 'The revision of the card the rates were copied from.' })
  revision!: number;
}

/** A deal's pricing as a version keeps it: the inputs of `GET /v1/deal/{id}/pricing` then. */
export class VersionPricingDto {
  @ApiProperty({ type: VersionRateCardDto })
  rate_card!: VersionRateCardDto;
  @ApiProperty({ example: 0.15, description: 'Added to effort, 0–1.' })
  contingency!: number;
  @ApiProperty({ example: 0.05, description: 'Taken off the subtotal, 0–1.' })
  discount!: number;
  @ApiProperty({ type: [RateDto], description: "The deal's copy of the card's rates." })
  rates!: RateDto[];
}

/** An estimate as a version keeps it (the inputs of a line of `GET /v1/deal/{id}/pricing`). */
export class VersionEstimateDto {
  @ApiProperty({ example: 'est_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 'ph_0Fz3AbCdEfGhIjKlMnOpQr' })
  phase_id!: string;
  @ApiProperty({ example: 'Build the API' })
  name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The role of an effort estimate; null for a fixed one.',
  })
  role_id!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Effort in the role's unit; null for a fixed one.",
  })
  quantity!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'A fixed estimate’s price; null for effort.' })
  fixed_price!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'A fixed estimate’s cost; null for effort.' })
  fixed_cost!: number | null;
}

export function toVersionPricingDto(pricing: PricingSnapshot): VersionPricingDto {
  return {
    rate_card: { id: pricing.rateCardId, revision: pricing.rateCardRevision },
    contingency: fraction(pricing.contingency),
    discount: fraction(pricing.discount),
    rates: pricing.rates.map(toRateDto),
  };
}

export function toVersionEstimateDto(estimate: EstimateSnapshot): VersionEstimateDto {
  const effort = estimate.kind === 'effort';
  return {
    id: estimate.id,
    phase_id: estimate.phaseId,
    name: estimate.name,
    role_id: effort ? estimate.roleId : null,
    quantity: effort ? hundredths(estimate.quantity) : null,
    fixed_price: effort ? null : money(estimate.fixedPrice),
    fixed_cost: effort ? null : money(estimate.fixedCost),
  };
}
