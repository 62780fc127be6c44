import { ApiProperty } from '@nestjs/swagger';
import { CREDENTIAL_SCOPES, type DeviceApproval } from '@deal/domain';

export class DeviceApprovalResponseDto {
  @ApiProperty({ example: 'BCDF-GHJK', description: 'The code answered, as the device shows it.' })
  user_code!: string;

  @ApiProperty({ description: 'Whether the device login was approved (else denied).' })
  approved!: boolean;

  @ApiProperty({
    enum: CREDENTIAL_SCOPES,
    description: 'The scope the device asked for; its token gets this scope when approved.',
  })
  scope!: string;
}

export function toDeviceApprovalResponseDto(approval: DeviceApproval): DeviceApprovalResponseDto {
  return { user_code: approval.userCode, approved: approval.approved, scope: approval.scope };
}
