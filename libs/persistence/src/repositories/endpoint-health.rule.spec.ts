import { HEALTHY_ENDPOINT, endpointDisabledReason, type EndpointHealthRule } from '@deal/domain';
import { endpointHealthAfter, shouldDisable, type FinishedDelivery } from './endpoint-health.rule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 20, 8, 0, 0);
const failed = (at: number, error = 'HTTP 500'): FinishedDelivery => ({ status: 'failed', at, error });
const delivered = (at: number): FinishedDelivery => ({ status: 'delivered', at, error: null });
const rule: EndpointHealthRule = { disableAfterMs: 5 * DAY, disableAfterFailures: 100 };

/** The rule, stated through its TypeScript twin (endpoint-health.spec.ts holds the SQL to it). */
describe('endpoint health rule', () => {
  it('a failed delivery starts a run at its end, later ones extend it', () => {
    const health = endpointHealthAfter(HEALTHY_ENDPOINT, [failed(T0), failed(T0 + HOUR, 'HTTP 410')], rule);
    expect(health).toEqual({
      consecutiveFailures: 2,
      failingSince: T0,
      lastError: 'HTTP 410',
      disabledAt: null,
    });
  });

  it('a delivered delivery resets the run', () => {
    const health = endpointHealthAfter(
      HEALTHY_ENDPOINT,
      [failed(T0), failed(T0 + 1), delivered(T0 + 2)],
      rule,
    );
    expect(health).toEqual(HEALTHY_ENDPOINT);
    const again = endpointHealthAfter(health, [failed(T0 + 3)], rule);
    expect(again).toMatchObject({ consecutiveFailures: 1, failingSince: T0 + 3 });
  });

  it('disables after the configured number of consecutive failed deliveries', () => {
    const small = { ...rule, disableAfterFailures: 3 };
    const two = endpointHealthAfter(HEALTHY_ENDPOINT, [failed(T0), failed(T0 + 1)], small);
    expect(two.disabledAt).toBeNull();
    const three = endpointHealthAfter(two, [failed(T0 + 2, 'HTTP 410')], small);
    expect(three).toEqual({
      consecutiveFailures: 3,
      failingSince: T0,
      lastError: 'HTTP 410',
      disabledAt: T0 + 2,
    });
  });

  it('disables once the run has lasted the period, with at least three failed deliveries', () => {
    const run = [failed(T0), failed(T0 + DAY), failed(T0 + 5 * DAY - 1)];
    expect(endpointHealthAfter(HEALTHY_ENDPOINT, run, rule).disabledAt).toBeNull();
    const after = endpointHealthAfter(HEALTHY_ENDPOINT, [...run, failed(T0 + 5 * DAY)], rule);
    expect(after).toMatchObject({ consecutiveFailures: 4, disabledAt: T0 + 5 * DAY });
  });

  it('two failures five days apart are not enough', () => {
    const health = endpointHealthAfter(HEALTHY_ENDPOINT, [failed(T0), failed(T0 + 6 * DAY)], rule);
    expect(health.disabledAt).toBeNull();
    expect(endpointHealthAfter(health, [failed(T0 + 6 * DAY + 1)], rule).disabledAt).toBe(T0 + 6 * DAY + 1);
  });

  it('a disabled endpoint is frozen: later outcomes change nothing', () => {
    const small = { ...rule, disableAfterFailures: 1 };
    const disabled = endpointHealthAfter(HEALTHY_ENDPOINT, [failed(T0, 'HTTP 503')], small);
    expect(endpointHealthAfter(disabled, [delivered(T0 + 1), failed(T0 + 2, 'other')], small)).toEqual(
      disabled,
    );
  });

  it('shouldDisable needs a run', () => {
    expect(shouldDisable(HEALTHY_ENDPOINT, T0 + 10 * DAY, rule)).toBe(false);
  });

  it('a run it disables reads back as why and since when', () => {
    const small = { ...rule, disableAfterFailures: 3 };
    const disabled = endpointHealthAfter(
      HEALTHY_ENDPOINT,
      [failed(T0), failed(T0 + 1), failed(T0 + 2, 'retries exhausted? no: HTTP 410')],
      small,
    );
    expect(endpointDisabledReason(disabled)).toBe(
      'failed every delivery since 2026-11-20T08:00:00.000Z (3 deliveries); last error: retries exhausted? no: HTTP 410',
    );
    expect(endpointDisabledReason(HEALTHY_ENDPOINT)).toBeNull();
    expect(
      endpointDisabledReason({ consecutiveFailures: 1, failingSince: T0, lastError: null, disabledAt: T0 }),
    ).toBe('failed every delivery since 2026-11-20T08:00:00.000Z (1 delivery)');
  });
});
