import { throughputRatios } from './runtime-ratios';

describe('throughputRatios', () => {
  it('divides every throughput figure of the newer run by the older run’s, keyed by its path', () => {
    const node20 = {
      spaces: { api_closed: { requests_per_s: 2000, p99_ms: 30 }, api_to_baseline_rps: 0.6 },
      dispatcher: { one_process: { deliveries_per_s: 1500 } },
    };
    const node24 = {
      spaces: { api_closed: { requests_per_s: 2500, p99_ms: 25 }, api_to_baseline_rps: 0.7 },
      dispatcher: { one_process: { deliveries_per_s: 1800 } },
    };
    expect(throughputRatios(node20, node24)).toEqual({
      'spaces.api_closed.requests_per_s': 1.25,
      'dispatcher.one_process.deliveries_per_s': 1.2,
    });
  });

  it('leaves out figures only one run has, and gives null where the older figure is zero', () => {
    const before = { reschedule: { app: { requests_per_s: 0 } } };
    const after = {
      reschedule: { app: { requests_per_s: 700 } },
      webhook_in: { app: { requests_per_s: 900 } },
    };
    expect(throughputRatios(before, after)).toEqual({ 'reschedule.app.requests_per_s': null });
  });
});
