import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { MAX_SPACE_NAME_LENGTH } from '@deal/domain';

/** `{name}` of POST /v1/spaces and PATCH /v1/spaces/{space}; the length and blank rules are the domain's. */
export class SpaceNameRequestDto {
  @IsString()
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_SPACE_NAME_LENGTH,
    example: 'Acme agency',
    description: 'Surrounding blanks are trimmed; 1–100 characters remain.',
  })
  name!: string;
}
