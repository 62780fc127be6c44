import { ApiProperty } from '@nestjs/swagger';
import { DEAL_NAME_MAX_LENGTH } from '@deal/domain';
import { CurrencyField } from '../deal-field.docs';
import { DealFieldsRequestDto } from '../deal-fields.request.dto';

/** OpenAPI shape of `POST /v1/deals`; the domain's `parseNewDealRequest` checks it. */
export class CreateDealRequestDto extends DealFieldsRequestDto {
  @ApiProperty({ description: 'The space the deal belongs to.' })
  space!: string;

  @ApiProperty({ minLength: 1, maxLength: DEAL_NAME_MAX_LENGTH, example: 'Acme renewal' })
  name!: string;

  @CurrencyField(" Left out: the space's `currency`, as it is when the deal is created.")
  currency?: string;
}
