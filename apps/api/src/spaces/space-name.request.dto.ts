import { ApiProperty } from '@nestjs/swagger';
import { MAX_SPACE_NAME_LENGTH } from '@deal/domain';

/** `{name}` of POST /v1/spaces and PATCH /v1/spaces/{space}, described; the domain decides (`parseSpaceNameRequest`). */
export class SpaceNameRequestDto {
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_SPACE_NAME_LENGTH,
    example: 'Acme agency',
    description: 'Surrounding blanks are trimmed; 1–100 characters remain.',
  })
  name!: string;
}
