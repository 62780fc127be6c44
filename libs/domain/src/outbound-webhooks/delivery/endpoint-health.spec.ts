import {
  DEFAULT_ENDPOINT_HEALTH_RULE,
  HEALTHY_ENDPOINT,
  HEALTHY_ENDPOINT_STATE,
  endpointDisabledReason,
} from './endpoint-health';

const DAY = 24 * 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 8, 0, 0);

// The rule that moves the health is tested beside its SQL (persistence's endpoint-health.rule.spec.ts).
describe('endpoint health', () => {
  it('defaults to five days or 100 consecutive failed deliveries', () => {
    expect(DEFAULT_ENDPOINT_HEALTH_RULE).toEqual({ disableAfterMs: 5 * DAY, disableAfterFailures: 100 });
  });

  it('a healthy endpoint has no run and holds nothing', () => {
    expect(HEALTHY_ENDPOINT_STATE).toEqual({ ...HEALTHY_ENDPOINT, heldDeliveries: 0 });
  });

  it('says why and since when', () => {
    const disabled = {
      consecutiveFailures: 3,
      failingSince: T0,
      lastError: 'retries exhausted? no: HTTP 410',
      disabledAt: T0 + 2,
    };
    expect(endpointDisabledReason(disabled)).toBe(
      'failed every delivery since 2026-11-20T08:00:00.000Z (3 deliveries); last error: retries exhausted? no: HTTP 410',
    );
    expect(endpointDisabledReason(HEALTHY_ENDPOINT)).toBeNull();
    expect(
      endpointDisabledReason({ consecutiveFailures: 1, failingSince: T0, lastError: null, disabledAt: T0 }),
    ).toBe('failed every delivery since 2026-11-20T08:00:00.000Z (1 delivery)');
  });
});
