import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEAL_NAME_MAX_LENGTH } from '@deal/domain';
import { CurrencyField } from '../deal-field.docs';
import { DealFieldsRequestDto } from '../deal-fields.request.dto';

/** OpenAPI shape of `PATCH /v1/deal/{id}`; the domain's `parseDealPatchRequest` checks it. */
export class UpdateDealRequestDto extends DealFieldsRequestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: DEAL_NAME_MAX_LENGTH })
  name?: string;

  @CurrencyField()
  currency?: string;

  @ApiPropertyOptional({ description: 'An archived deal accepts no change but `archived: false`.' })
  archived?: boolean;
}
