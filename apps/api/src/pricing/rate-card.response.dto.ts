import { ApiProperty } from '@nestjs/swagger';
import { unscaled, type KeysetPage, type RateCard, type RoleRate } from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

/** Minor units (hundredths) as the JSON number of the amount, 2 decimals at most. */
export const money = (minor: number | bigint): number => unscaled(BigInt(minor), 2);
/** Basis points (ten-thousandths) as the JSON number of the fraction, 4 decimals at most. */
export const fraction = (bp: number | bigint): number => unscaled(BigInt(bp), 4);
/** Hundredths of a role's unit as the JSON number of the quantity. */
export const hundredths = (value: number | bigint): number => unscaled(BigInt(value), 2);

export class RateDto {
  @ApiProperty({ example: 'rol_0Fz3AbCdEfGhIjKlMnOpQr' })
  role_id!: string;
  @ApiProperty({ example: 62.5, description: "Cost per unit of the role, in the card's currency." })
  cost_rate!: number;
  @ApiProperty({ example: 110, description: "Price per unit of the role, in the card's currency." })
  price_rate!: number;
}

/** A rate card of a space (issue 25: `{id, name, currency, rates, is_default, revision}`). */
export class RateCardDto {
  @ApiProperty({ example: 'rc_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 'Standard 2026' })
  name!: string;
  @ApiProperty({ example: 'eur', description: 'Lower-case ISO 4217 code.' })
  currency!: string;
  @ApiProperty({ type: [RateDto] })
  rates!: RateDto[];
  @ApiProperty({ description: "The space's default card in its currency (at most one per currency)." })
  is_default!: boolean;
  @ApiProperty({ example: 1, description: '1 when created, up by one with every edit.' })
  revision!: number;
}

export class RateCardPageDto {
  @ApiProperty({ type: [RateCardDto] })
  items!: RateCardDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export const toRateDto = (rate: RoleRate): RateDto => ({
  role_id: rate.roleId,
  cost_rate: money(rate.costRate),
  price_rate: money(rate.priceRate),
});

export const toRateCardDto = (card: RateCard): RateCardDto => ({
  id: card.id,
  name: card.name,
  currency: card.currency,
  rates: card.rates.map(toRateDto),
  is_default: card.isDefault,
  revision: card.revision,
});

export const toRateCardPageDto = (page: KeysetPage<RateCard>): RateCardPageDto => ({
  items: page.items.map(toRateCardDto),
  next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
});
