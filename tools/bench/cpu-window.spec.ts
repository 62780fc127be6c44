import { backendDelta, cpuPerDelivery, parseIdleTicks } from './cpu-window';

describe('CPU over a measured window', () => {
  it('reads idle + iowait ticks of all cores from /proc/stat', () => {
    const stat = 'cpu  4705 150 1120 16250 520 0 33 0 0 0\ncpu0 2000 75 560 8100 260 0 20 0 0 0\n';
    expect(parseIdleTicks(stat)).toBe(16_770);
    expect(parseIdleTicks('intr 1 2 3\n')).toBeNull();
  });

  it('counts what each backend used since the first sample, a backend born meanwhile in full', () => {
    const before = new Map([
      [101, 500],
      [102, 40],
    ]);
    const after = new Map([
      [101, 730],
      [102, 40],
      [103, 25],
    ]);
    expect(backendDelta(before, after)).toBe(255);
  });

  it('divides by the deliveries, keeping "not measured" apart from zero', () => {
    const used = { process_ms: 1_200, postgres_ms: 800, postgres_backends: 10, idle_cores: 0.4 };
    expect(cpuPerDelivery(used, 1_000)).toEqual({
      process_cpu_ms_per_delivery: 1.2,
      postgres_cpu_ms_per_delivery: 0.8,
      cpu_ms_per_delivery: 2,
      postgres_backends: 10,
      idle_cores: 0.4,
    });
    expect(cpuPerDelivery({ ...used, postgres_ms: null }, 1_000)).toMatchObject({
      postgres_cpu_ms_per_delivery: null,
      cpu_ms_per_delivery: null,
    });
  });
});
