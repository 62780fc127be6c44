import { ApiProperty } from '@nestjs/swagger';
import { type Estimate, type PricedDeal, type PricedLine } from '@deal/domain';
import { fraction, hundredths, money } from './rate-card.response.dto';

const MONEY = "In the deal's currency, 2 decimals.";
const BEFORE_DISCOUNT = 'Before the discount; the entries sum to `subtotal` (and to `cost`).';

export class PricedLineDto {
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
    description: "Effort in the role's unit; null for a fixed estimate.",
  })
  quantity!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "The deal's copy of the role's cost rate." })
  cost_rate!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "The deal's copy of the role's price rate." })
  price_rate!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'A fixed estimate’s price; null for effort.' })
  fixed_price!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'A fixed estimate’s cost; null for effort.' })
  fixed_cost!: number | null;
  @ApiProperty({ description: `quantity × (1 + contingency) × cost_rate, half-up to a cent. ${MONEY}` })
  cost!: number;
  @ApiProperty({ description: `quantity × (1 + contingency) × price_rate, half-up to a cent. ${MONEY}` })
  price!: number;
}

class RateCardRefDto {
  @ApiProperty({ example: 'rc_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 3, description: 'The revision of the card the deal copied its rates from.' })
  revision!: number;
}

class PhaseAmountDto {
  @ApiProperty({ example: 'ph_0Fz3AbCdEfGhIjKlMnOpQr' })
  phase_id!: string;
  @ApiProperty()
  cost!: number;
  @ApiProperty()
  price!: number;
}

class RoleAmountDto {
  @ApiProperty({ type: String, nullable: true, description: 'Null: the fixed estimates, summed.' })
  role_id!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Effort in the role's unit, before contingency.",
  })
  quantity!: number | null;
  @ApiProperty()
  cost!: number;
  @ApiProperty()
  price!: number;
}

class VarianceDto {
  @ApiProperty({ type: Number, nullable: true, description: 'price − target_price; null without a target.' })
  price!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'margin − target_margin; null without a target or margin.',
  })
  margin!: number | null;
}

/** `GET /v1/deal/{id}/pricing` (issue 25, item 3; the rules in docs/pricing.md). */
export class DealPricingDto {
  @ApiProperty({ example: 'usd' })
  currency!: string;
  @ApiProperty({
    type: RateCardRefDto,
    nullable: true,
    description: 'Null until the deal is given a rate card.',
  })
  rate_card!: RateCardRefDto | null;
  @ApiProperty({ example: 0.15, description: 'Added to effort, 0 to 1.' })
  contingency!: number;
  @ApiProperty({ example: 0.05, description: 'Taken off the subtotal, 0 to 1.' })
  discount!: number;
  @ApiProperty({ type: [PricedLineDto], description: 'The estimates in the order they were added.' })
  lines!: PricedLineDto[];
  @ApiProperty({
    type: [PhaseAmountDto],
    description: `Every phase of the deal, in its order. ${BEFORE_DISCOUNT}`,
  })
  by_phase!: PhaseAmountDto[];
  @ApiProperty({
    type: [RoleAmountDto],
    description: `Each role with a line, then the fixed lines. ${BEFORE_DISCOUNT}`,
  })
  by_role!: RoleAmountDto[];
  @ApiProperty({ description: `The sum of the lines' prices. ${MONEY}` })
  subtotal!: number;
  @ApiProperty({ description: `subtotal × discount, half-up to a cent. ${MONEY}` })
  discount_amount!: number;
  @ApiProperty({ description: `The sum of the lines' costs. ${MONEY}` })
  cost!: number;
  @ApiProperty({ description: `subtotal − discount_amount. ${MONEY}` })
  price!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: '(price − cost) / price, 4 decimals; null at a price of 0.',
  })
  margin!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "The deal's target price." })
  target_price!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "The deal's target margin." })
  target_margin!: number | null;
  @ApiProperty({ type: VarianceDto })
  variance!: VarianceDto;
}

export function toPricedLineDto({
  line,
  costRate,
  priceRate,
  cost,
  price,
}: PricedLine<Estimate>): PricedLineDto {
  const effort = line.kind === 'effort';
  return {
    id: line.id,
    phase_id: line.phaseId,
    name: line.name,
    role_id: effort ? line.roleId : null,
    quantity: effort ? hundredths(line.quantity) : null,
    cost_rate: costRate === null ? null : money(costRate),
    price_rate: priceRate === null ? null : money(priceRate),
    fixed_price: effort ? null : money(line.fixedPrice),
    fixed_cost: effort ? null : money(line.fixedCost),
    cost: money(cost),
    price: money(price),
  };
}

export function toDealPricingDto({ deal, pricing, price, variance }: PricedDeal): DealPricingDto {
  return {
    currency: deal.currency,
    rate_card: pricing === null ? null : { id: pricing.rateCardId, revision: pricing.rateCardRevision },
    contingency: fraction(pricing?.contingency ?? 0),
    discount: fraction(pricing?.discount ?? 0),
    lines: price.lines.map(toPricedLineDto),
    by_phase: price.byPhase.map((phase) => ({
      phase_id: phase.phaseId,
      cost: money(phase.cost),
      price: money(phase.price),
    })),
    by_role: price.byRole.map((role) => ({
      role_id: role.roleId,
      quantity: role.quantity === null ? null : hundredths(role.quantity),
      cost: money(role.cost),
      price: money(role.price),
    })),
    subtotal: money(price.subtotal),
    discount_amount: money(price.discountAmount),
    cost: money(price.cost),
    price: money(price.price),
    margin: price.margin === null ? null : fraction(price.margin),
    target_price: deal.targetPrice,
    target_margin: deal.targetMargin,
    variance: {
      price: variance.price === null ? null : money(variance.price),
      margin: variance.margin === null ? null : fraction(variance.margin),
    },
  };
}
