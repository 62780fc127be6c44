import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import type { DealEdit } from '@deal/domain';
import { Nullable } from '@deal/nest-kit';
import { InstantField, MAX_NAME, MAX_TEXT, MoneyField, RatioField, TextField } from './deal-field.rules';

/**
 * The deal fields a client may set on create and on edit; `null` clears one. `cost` and `margin`
 * are alternatives: margin sets cost from the price.
 */
export class DealFieldsRequestDto {
  @MoneyField('nullable', 'Price in the deal currency.')
  price?: number | null;
  @MoneyField('nullable', 'Cost in the deal currency. Send this or `margin`, not both.')
  cost?: number | null;
  @RatioField('nullable', 'Sets cost = price × (1 − margin), in whole cents. Needs a price.')
  margin?: number | null;
  @RatioField('nullable', 'Win probability.')
  probability?: number | null;
  @MoneyField('nullable', '')
  target_price?: number | null;
  @RatioField('nullable', '')
  target_margin?: number | null;
  @InstantField('nullable', 'Set directly, without Monday rounding; use reschedule to move the schedule.')
  start?: number | null;
  @InstantField('nullable', 'Not before start.')
  end?: number | null;
  @InstantField('nullable', '')
  due?: number | null;
  @TextField('nullable', MAX_TEXT, '')
  description?: string | null;
  @TextField('nullable', MAX_NAME, '')
  account?: string | null;
  @TextField('nullable', MAX_NAME, "The external system's id for this deal.")
  external_id?: string | null;
  @Nullable()
  @IsEmail({}, { message: 'must be an email address' })
  @MaxLength(254)
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A member of the space. On create, defaults to the calling user (none for a space key).',
  })
  owner_email?: string | null;
}

/** The DTO's deal fields in domain terms (only those sent). */
export function dealEditFieldsOf(
  dto: DealFieldsRequestDto,
): Omit<DealEdit, 'name' | 'currency' | 'owner' | 'archived'> {
  const fields = {
    price: dto.price,
    cost: dto.cost,
    margin: dto.margin,
    probability: dto.probability,
    targetPrice: dto.target_price,
    targetMargin: dto.target_margin,
    start: dto.start,
    end: dto.end,
    due: dto.due,
    description: dto.description,
    account: dto.account,
    externalId: dto.external_id,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
