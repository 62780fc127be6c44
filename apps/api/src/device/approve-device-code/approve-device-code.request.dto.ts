import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';

/** Room for blanks and dashes around the 8 letters, nothing like a document. */
export const MAX_USER_CODE_INPUT = 32;

export class ApproveDeviceCodeRequestDto {
  @IsString()
  @MaxLength(MAX_USER_CODE_INPUT)
  @ApiProperty({
    maxLength: MAX_USER_CODE_INPUT,
    description: 'The code the device shows, in any case, with or without the dash (blanks are ignored).',
    example: 'bcdf-ghjk',
  })
  user_code!: string;

  @IsBoolean()
  @ApiProperty({ description: '`true` approves the device login, `false` denies it.' })
  approve!: boolean;
}
