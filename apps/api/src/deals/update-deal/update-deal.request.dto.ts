import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import { Optional } from '@deal/nest-kit';
import { CurrencyField, MAX_NAME } from '../deal-field.rules';
import { DealFieldsRequestDto } from '../deal-fields.request.dto';

export class UpdateDealRequestDto extends DealFieldsRequestDto {
  @Optional()
  @IsString()
  @MaxLength(MAX_NAME)
  @Matches(/\S/, { message: 'must not be blank' })
  @ApiPropertyOptional({ minLength: 1, maxLength: MAX_NAME })
  name?: string;

  @CurrencyField()
  currency?: string;

  @Optional()
  @IsBoolean()
  @ApiPropertyOptional({ description: 'An archived deal accepts no change but `archived: false`.' })
  archived?: boolean;
}
