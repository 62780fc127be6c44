import { leakSuspected, memoryFigures, parseCpuMilliseconds, parseRssMegabytes } from './process-usage';

describe('process usage from /proc', () => {
  it('reads VmRSS in MB', () => {
    expect(parseRssMegabytes('Name:\tnode\nVmPeak:\t 999 kB\nVmRSS:\t  153600 kB\nThreads: 11\n')).toBe(150);
    expect(parseRssMegabytes('Name:\tnode\n')).toBeNull();
  });

  it('reads utime + stime (clock ticks of 10 ms), also when the command name holds spaces and parentheses', () => {
    const stat =
      '4242 (node (bench) x) S 1 4242 4242 0 -1 4194304 99 0 0 0 250 40 0 0 20 0 11 0 4622 3133440 359';
    expect(parseCpuMilliseconds(stat)).toBe(2900);
    expect(parseCpuMilliseconds('garbage')).toBeNull();
  });
});

describe('leak check', () => {
  const sample = (rss: number | null, heap: number | null) => ({ rss_mb: rss, heap_after_gc_mb: heap });

  it('judges by the heap after a full GC when measured: max(1 MB, 5 %) of growth allowed', () => {
    const ok = memoryFigures(sample(100, 20), sample(150, 40), sample(190, 41.9));
    expect(ok).toMatchObject({ rss_growth_mb: 40, heap_growth_mb: 1.9, leak_suspected: false });
    expect(memoryFigures(sample(100, 20), sample(150, 40), sample(150, 42.1)).leak_suspected).toBe(true);
    expect(memoryFigures(sample(100, 10), sample(150, 12), sample(150, 13)).leak_suspected).toBe(false);
  });

  it('falls back to RSS, more loosely: max(8 MB, 10 %)', () => {
    expect(memoryFigures(sample(100, null), sample(150, null), sample(165, null)).leak_suspected).toBe(false);
    expect(memoryFigures(sample(100, null), sample(150, null), sample(166, null)).leak_suspected).toBe(true);
    expect(memoryFigures(sample(30, null), sample(40, null), sample(49, null)).leak_suspected).toBe(true);
  });

  it('says nothing when nothing was measured', () => {
    const none = sample(null, null);
    expect(memoryFigures(none, none, none)).toMatchObject({ rss_growth_mb: null, leak_suspected: null });
    expect(leakSuspected({ after_run: none, rss_growth_mb: null, heap_growth_mb: null })).toBeNull();
  });
});
