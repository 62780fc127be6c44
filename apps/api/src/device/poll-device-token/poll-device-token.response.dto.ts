import { ApiProperty } from '@nestjs/swagger';
import { CREDENTIAL_SCOPES, type IssuedDeviceToken } from '@deal/domain';
import { DEVICE_TOKEN_ERRORS } from './oauth-error';

/** RFC 6749 §5.1 access token response. The token never expires (revocable), so no `expires_in`. */
export class DeviceTokenResponseDto {
  @ApiProperty({
    description: 'A new personal access token of the approving user; shown this once, stored only as a hash.',
    example: 'svcp_0000000000000000000000000000004K0xYK',
  })
  access_token!: string;

  @ApiProperty({ enum: ['Bearer'] })
  token_type!: 'Bearer';

  @ApiProperty({ enum: CREDENTIAL_SCOPES, description: 'The scope asked for in `POST /v1/device/code`.' })
  scope!: string;
}

/** RFC 6749 §5.2 error response (not SPEC §7's validation form). */
export class OAuthErrorBodyDto {
  @ApiProperty({
    enum: DEVICE_TOKEN_ERRORS,
    description:
      '`authorization_pending`: keep polling. `slow_down`: keep polling, 5 s slower than before, for good. ' +
      '`expired_token`: start again. `access_denied`: the person said no. `invalid_grant`: unknown device code, ' +
      'or its token was already issued. `invalid_request`: a missing, non-string or unknown field, or malformed ' +
      'JSON. `unsupported_grant_type`: `grant_type` is not the device code grant.',
  })
  error!: string;

  @ApiProperty({ example: 'the user has not answered yet; poll again after the interval' })
  error_description!: string;
}

export function toDeviceTokenResponseDto(issued: IssuedDeviceToken): DeviceTokenResponseDto {
  return { access_token: issued.token, token_type: 'Bearer', scope: issued.scope };
}
