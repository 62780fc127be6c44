import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEVICE_CODE_GRANT_TYPE, MAX_CLIENT_ID } from '@deal/domain';

/** Describes the body for OpenAPI; `parseDeviceTokenRequest` (domain) decides. */
export class PollDeviceTokenRequestDto {
  /** Any other string is `unsupported_grant_type`, checked by the controller (RFC 6749 §5.2). */
  @ApiProperty({ enum: [DEVICE_CODE_GRANT_TYPE], example: DEVICE_CODE_GRANT_TYPE })
  grant_type!: string;

  /** An unknown or garbled code is `invalid_grant`, not a validation failure. */
  @ApiProperty({ description: 'The `device_code` from `POST /v1/device/code`.' })
  device_code!: string;

  @ApiPropertyOptional({
    maxLength: MAX_CLIENT_ID,
    description: 'Accepted and ignored (no client registration).',
  })
  client_id?: string;
}
