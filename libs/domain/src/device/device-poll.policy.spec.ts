import type { DeviceAuthorization } from './device-authorization';
import { decidePoll } from './device-poll.policy';

const CREATED = Date.UTC(2026, 0, 15, 10, 0);
const EXPIRES = CREATED + 900_000;

const state = (overrides: Partial<DeviceAuthorization> = {}) => ({
  status: 'pending' as const,
  expiresAt: EXPIRES,
  lastPolledAt: null,
  intervalSeconds: 5,
  consumedAt: null,
  ...overrides,
});

describe('decidePoll', () => {
  it('a first poll of a pending code is authorization_pending, whenever it comes', () => {
    expect(decidePoll(state(), CREATED)).toEqual({
      outcome: 'authorization_pending',
      lastPolledAt: CREATED,
      intervalSeconds: 5,
    });
  });

  it('a poll a full interval after the last is authorization_pending, keeping the interval', () => {
    expect(decidePoll(state({ lastPolledAt: CREATED, intervalSeconds: 10 }), CREATED + 10_000)).toEqual({
      outcome: 'authorization_pending',
      lastPolledAt: CREATED + 10_000,
      intervalSeconds: 10,
    });
  });

  it('a poll less than the interval after the last is slow_down, and the interval grows by 5 s', () => {
    expect(decidePoll(state({ lastPolledAt: CREATED }), CREATED + 4_999)).toEqual({
      outcome: 'slow_down',
      lastPolledAt: CREATED + 4_999,
      intervalSeconds: 10,
    });
    expect(decidePoll(state({ lastPolledAt: CREATED, intervalSeconds: 10 }), CREATED + 9_999)).toEqual({
      outcome: 'slow_down',
      lastPolledAt: CREATED + 9_999,
      intervalSeconds: 15,
    });
  });

  it('a poll at the same instant as the last, or from a clock behind it, is slow_down', () => {
    expect(decidePoll(state({ lastPolledAt: CREATED }), CREATED).outcome).toBe('slow_down');
    expect(decidePoll(state({ lastPolledAt: CREATED + 60_000 }), CREATED).outcome).toBe('slow_down');
  });

  it('an approved code gets its token, even when polled too fast', () => {
    expect(decidePoll(state({ status: 'approved' }), CREATED)).toEqual({ outcome: 'issue_token' });
    expect(decidePoll(state({ status: 'approved', lastPolledAt: CREATED }), CREATED + 1)).toEqual({
      outcome: 'issue_token',
    });
  });

  it('a denied code is access_denied, even when polled too fast', () => {
    expect(decidePoll(state({ status: 'denied', lastPolledAt: CREATED }), CREATED + 1)).toEqual({
      outcome: 'access_denied',
    });
  });

  it('an expired code is expired_token whatever its status; expiry is inclusive', () => {
    expect(decidePoll(state(), EXPIRES - 1).outcome).toBe('authorization_pending');
    for (const status of ['pending', 'approved', 'denied'] as const) {
      expect(decidePoll(state({ status }), EXPIRES)).toEqual({ outcome: 'expired_token' });
    }
  });

  it('a code that already yielded its token is invalid_grant, before and after expiry', () => {
    const consumed = state({ status: 'approved', consumedAt: CREATED + 1 });
    expect(decidePoll(consumed, CREATED + 2)).toEqual({ outcome: 'invalid_grant' });
    expect(decidePoll(consumed, EXPIRES + 1)).toEqual({ outcome: 'invalid_grant' });
  });
});
