import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Optional } from '@deal/nest-kit';
import { MAX_CLIENT_ID } from '../request-device-code/request-device-code.request.dto';
import { DEVICE_CODE_GRANT_TYPE } from './oauth-error';

export class PollDeviceTokenRequestDto {
  /** Any other string is `unsupported_grant_type`, checked by the controller (RFC 6749 §5.2). */
  @IsString()
  @MaxLength(200)
  @ApiProperty({ enum: [DEVICE_CODE_GRANT_TYPE], example: DEVICE_CODE_GRANT_TYPE })
  grant_type!: string;

  /** An unknown or garbled code is `invalid_grant`, not a validation failure. */
  @IsString()
  @MaxLength(200)
  @ApiProperty({ description: 'The `device_code` from `POST /v1/device/code`.' })
  device_code!: string;

  @Optional()
  @IsString()
  @MaxLength(MAX_CLIENT_ID)
  @ApiPropertyOptional({
    maxLength: MAX_CLIENT_ID,
    description: 'Accepted and ignored (no client registration).',
  })
  client_id?: string;
}
