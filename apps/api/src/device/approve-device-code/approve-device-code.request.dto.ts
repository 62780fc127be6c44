import { ApiProperty } from '@nestjs/swagger';
import { MAX_USER_CODE_INPUT } from '@deal/domain';

/** Describes the body for OpenAPI; `parseDeviceApprovalRequest` (domain) decides. */
export class ApproveDeviceCodeRequestDto {
  @ApiProperty({
    maxLength: MAX_USER_CODE_INPUT,
    description: 'The code the device shows, in any case, with or without the dash (blanks are ignored).',
    example: 'bcdf-ghjk',
  })
  user_code!: string;

  @ApiProperty({ description: '`true` approves the device login, `false` denies it.' })
  approve!: boolean;
}
