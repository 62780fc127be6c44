import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_SPACE_NAME_LENGTH } from '@deal/domain';

const NAME = {
  minLength: 1,
  maxLength: MAX_SPACE_NAME_LENGTH,
  example: 'Acme agency',
  description: 'Surrounding blanks are trimmed; 1–100 characters remain.',
} as const;

const CURRENCY = {
  pattern: '^[A-Za-z]{3}$',
  example: 'eur',
} as const;

/** `{name, currency?}` of POST /v1/spaces, described; the domain decides (`parseSpaceCreateRequest`). */
export class SpaceNameRequestDto {
  @ApiProperty(NAME)
  name!: string;
  @ApiPropertyOptional({
    ...CURRENCY,
    default: 'usd',
    description:
      'Three-letter ISO 4217 code in any case, stored in lower case: the currency of the deals created ' +
      'in the space without one.',
  })
  currency?: string;
}

/** `{name?, currency?}` of PATCH /v1/spaces/{space}, described; the domain decides (`parseSpaceUpdateRequest`). */
export class SpaceUpdateRequestDto {
  @ApiPropertyOptional(NAME)
  name?: string;
  @ApiPropertyOptional({
    ...CURRENCY,
    description:
      'Owners only (an admin gets 409). Applies to the deals created afterwards; existing deals keep ' +
      'their currency.',
  })
  currency?: string;
}
