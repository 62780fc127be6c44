import { backlogGrew, percentile, quarterMedians, ratio, round, summarizeLatencies } from './latency-stats';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('picks the smallest sample with at least p % of the samples at or below it', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0.5)).toBe(1);
  });

  it('never interpolates: p99 of ten samples is the largest', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 1000], 99)).toBe(1000);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 1000], 90)).toBe(9);
  });

  it('is NaN without samples and refuses a p outside (0, 100]', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summarizeLatencies', () => {
  it('sorts the samples and rounds to 0.01 ms', () => {
    const samples = [5.555, 1.111, 3.333, 2.222, 4.444];
    expect(summarizeLatencies(samples)).toEqual({ p50_ms: 3.33, p90_ms: 5.56, p99_ms: 5.56, max_ms: 5.56 });
  });

  it('reports NaN for an empty run instead of inventing a figure', () => {
    expect(summarizeLatencies([]).p50_ms).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides and rounds to three decimals', () => {
    expect(ratio(2, 3)).toBe(0.667);
    expect(ratio(1500, 2000)).toBe(0.75);
  });

  it('is null when there is nothing to compare with', () => {
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 2)).toBeNull();
    expect(ratio(1, undefined)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
  });

  it('round keeps non-finite values as they are', () => {
    expect(round(Number.NaN, 2)).toBeNaN();
    expect(round(1.005, 1)).toBe(1);
  });
});

describe('backlogGrew', () => {
  const level = Array.from({ length: 400 }, (_, i) => 3 + (i % 7));

  it('is false for a level run, even with spikes', () => {
    expect(backlogGrew(level.map((value, i) => (i % 50 === 0 ? 400 : value)))).toBe(false);
  });

  it('is true when latency climbs through the run (arrivals faster than service)', () => {
    expect(backlogGrew(level.map((value, i) => value + i * 2))).toBe(true);
  });

  it('is true for a queue that formed at once and stands', () => {
    expect(backlogGrew(level.map((value) => value + 2000))).toBe(true);
  });

  it('is false when a queue formed early drained by the end, or the end is merely slowish', () => {
    expect(backlogGrew(level.map((value, i) => (i < 100 ? 900 : value)))).toBe(false);
    expect(backlogGrew(level.map((_, i) => (i < 200 ? 1 : 200)))).toBe(false);
  });

  it('ignores unanswered requests and tiny runs', () => {
    expect(backlogGrew([Number.NaN, Number.NaN, 5])).toBe(false);
    expect(backlogGrew([])).toBe(false);
  });
});

describe('quarterMedians', () => {
  it('gives the median of each quarter in schedule order', () => {
    expect(quarterMedians([1, 2, 3, 10, 20, 30, 100, 200, 300, 7, 8, 9])).toEqual([2, 20, 200, 8]);
    expect(quarterMedians([1, 2])).toEqual([]);
  });
});
