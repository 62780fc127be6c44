import { ApiProperty } from '@nestjs/swagger';
import type { DeviceCodeGrant } from '@deal/domain';

/** RFC 8628 §3.2 device authorization response. */
export class DeviceCodeResponseDto {
  @ApiProperty({
    description: "The device's secret for polling `POST /v1/device/token`; 43 base62 characters (256 bits).",
    example: '4fQ0sW1nC8hLd2ZkP5rVb7tXy9Ae3Gu6Mj0Nq1Rs2Tv',
  })
  device_code!: string;

  @ApiProperty({
    description: 'Shown to the person: 8 letters from `BCDFGHJKLMNPQRSTVWXZ` as `XXXX-XXXX`.',
    example: 'BCDF-GHJK',
  })
  user_code!: string;

  @ApiProperty({
    description: '`{APP_URL}/device`, where a signed-in person enters the code.',
    example: 'http://localhost:3000/device',
  })
  verification_uri!: string;

  @ApiProperty({
    description: 'The same page with the code filled in (for a QR code or a link).',
    example: 'http://localhost:3000/device?user_code=BCDF-GHJK',
  })
  verification_uri_complete!: string;

  @ApiProperty({ description: 'Seconds until both codes expire.', example: 900 })
  expires_in!: number;

  @ApiProperty({ description: 'Seconds to wait between polls.', example: 5 })
  interval!: number;
}

export function toDeviceCodeResponseDto(grant: DeviceCodeGrant, appUrl: string): DeviceCodeResponseDto {
  const verificationUri = `${appUrl.replace(/\/+$/, '')}/device`;
  return {
    device_code: grant.deviceCode,
    user_code: grant.userCode,
    verification_uri: verificationUri,
    verification_uri_complete: `${verificationUri}?user_code=${encodeURIComponent(grant.userCode)}`,
    expires_in: grant.expiresInSeconds,
    interval: grant.intervalSeconds,
  };
}
