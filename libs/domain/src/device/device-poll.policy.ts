import { SLOW_DOWN_STEP_SECONDS, type DeviceAuthorization } from './device-authorization';

/** RFC 8628 §3.5 refusals, plus RFC 6749's `invalid_grant` for a code that yields nothing (any more). */
export type DevicePollError =
  'authorization_pending' | 'slow_down' | 'expired_token' | 'access_denied' | 'invalid_grant';

/** What a poll gets, and for a still-pending code the poll time and interval to store. */
export type PollDecision =
  | { readonly outcome: 'issue_token' }
  | { readonly outcome: 'invalid_grant' | 'expired_token' | 'access_denied' }
  | {
      readonly outcome: 'authorization_pending' | 'slow_down';
      readonly lastPolledAt: number;
      readonly intervalSeconds: number;
    };

/**
 * The answer to the device's poll at `now`. Final answers come first, so a device that polls too
 * fast still learns at once that it is done: a collected code is `invalid_grant` (like a reused
 * authorization code), then an expired one `expired_token`, a denied one `access_denied`, and an
 * approved one gets its token. A pending code polled less than `intervalSeconds` after the last
 * poll (of any outcome) is `slow_down`, and the interval grows by 5 s for good; otherwise it is
 * `authorization_pending`. The first poll is never too fast: the interval is between polls.
 */
export function decidePoll(
  authorization: Pick<
    DeviceAuthorization,
    'status' | 'expiresAt' | 'lastPolledAt' | 'intervalSeconds' | 'consumedAt'
  >,
  now: number,
): PollDecision {
  if (authorization.consumedAt !== null) return { outcome: 'invalid_grant' };
  if (now >= authorization.expiresAt) return { outcome: 'expired_token' };
  if (authorization.status === 'denied') return { outcome: 'access_denied' };
  if (authorization.status === 'approved') return { outcome: 'issue_token' };
  const { lastPolledAt, intervalSeconds } = authorization;
  const tooFast = lastPolledAt !== null && now - lastPolledAt < intervalSeconds * 1000;
  return tooFast
    ? { outcome: 'slow_down', lastPolledAt: now, intervalSeconds: intervalSeconds + SLOW_DOWN_STEP_SECONDS }
    : { outcome: 'authorization_pending', lastPolledAt: now, intervalSeconds };
}
