import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { CurrencyField, MAX_NAME } from '../deal-field.rules';
import { DealFieldsRequestDto } from '../deal-fields.request.dto';

export class CreateDealRequestDto extends DealFieldsRequestDto {
  @IsString()
  @MinLength(1)
  @ApiProperty({ description: 'The space the deal belongs to.' })
  space!: string;

  @IsString()
  @MaxLength(MAX_NAME)
  @Matches(/\S/, { message: 'must not be blank' })
  @ApiProperty({ minLength: 1, maxLength: MAX_NAME, example: 'Acme renewal' })
  name!: string;

  @CurrencyField()
  currency?: string;
}
