import type { DevicePollError, DeviceTokenRefusal } from '@deal/domain';

/** RFC 8628 §3.5 and RFC 6749 §5.2 error codes the token endpoint answers, every one with 400. */
export const DEVICE_TOKEN_ERRORS = [
  'authorization_pending',
  'slow_down',
  'expired_token',
  'access_denied',
  'invalid_grant',
  'invalid_request',
  'unsupported_grant_type',
] as const;
export type DeviceTokenErrorCode = (typeof DEVICE_TOKEN_ERRORS)[number];

/** A token-endpoint failure, answered `400 {error, error_description}` by OAuthErrorFilter. */
export class OAuthErrorException extends Error {
  constructor(
    readonly error: DeviceTokenErrorCode,
    readonly description: string,
  ) {
    super(error);
  }
}

const DESCRIPTIONS: Readonly<Record<Exclude<DevicePollError, 'slow_down'>, string>> = {
  authorization_pending: 'the user has not answered yet; poll again after the interval',
  expired_token: 'the device code has expired; request a new one',
  access_denied: 'the user denied the request',
  invalid_grant: 'unknown device code, or its token was already issued',
};

export function oauthErrorOf(refusal: DeviceTokenRefusal): OAuthErrorException {
  const description =
    refusal.error === 'slow_down'
      ? `polling too fast; wait at least ${refusal.intervalSeconds} s between polls from now on`
      : DESCRIPTIONS[refusal.error];
  return new OAuthErrorException(refusal.error, description);
}
