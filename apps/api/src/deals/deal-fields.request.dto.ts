import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEAL_NAME_MAX_LENGTH, DEAL_TEXT_MAX_LENGTH } from '@deal/domain';
import { InstantField, MoneyField, RatioField, TextField } from './deal-field.docs';

/**
 * OpenAPI shape of the deal fields a client may set on create and on edit; `null` clears one.
 * `cost` and `margin` are alternatives: margin sets cost from the price. The domain's
 * `parseNewDealRequest` / `parseDealPatchRequest` check them (deal-field.rules.ts there).
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
  @TextField('nullable', DEAL_TEXT_MAX_LENGTH, '')
  description?: string | null;
  @TextField('nullable', DEAL_NAME_MAX_LENGTH, '')
  account?: string | null;
  @TextField('nullable', DEAL_NAME_MAX_LENGTH, "The external system's id for this deal.")
  external_id?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A member of the space. On create, defaults to the calling user (none for a space key).',
  })
  owner_email?: string | null;
}
