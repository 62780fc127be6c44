import { describeSpread, interleavedOrder, median, roundRatios, runInterleaved, spreadOf } from './rounds';

describe('interleaved rounds', () => {
  it('runs the app, then its baseline, round after round, or in ABBA order', () => {
    expect(interleavedOrder(3).map((step) => `${step.side}${step.round}`)).toEqual([
      'app0',
      'baseline0',
      'app1',
      'baseline1',
      'app2',
      'baseline2',
    ]);
    expect(interleavedOrder(3, 'alternating').map((step) => `${step.side}${step.round}`)).toEqual([
      'app0',
      'baseline0',
      'baseline1',
      'app1',
      'app2',
      'baseline2',
    ]);
    expect(() => interleavedOrder(0)).toThrow(RangeError);
    expect(() => interleavedOrder(1.5)).toThrow(RangeError);
  });

  it('hands back each side’s runs in round order, having run them in turns', async () => {
    const ran: string[] = [];
    const runs = await runInterleaved(2, async (side, round) => {
      ran.push(`${side}${round}`);
      return `${side} result ${round}`;
    });
    expect(ran).toEqual(['app0', 'baseline0', 'app1', 'baseline1']);
    expect(runs).toEqual({
      app: ['app result 0', 'app result 1'],
      baseline: ['baseline result 0', 'baseline result 1'],
    });
  });
});

describe('median and spread', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('leaves out rounds that could not be compared, but keeps them in the per-round list', () => {
    expect(median([null, 5, Number.NaN, 1, undefined, 3])).toBe(3);
    expect(spreadOf([0.8, null, 0.9])).toEqual({
      median: 0.85,
      min: 0.8,
      max: 0.9,
      rounds: [0.8, null, 0.9],
    });
    expect(spreadOf([null])).toEqual({ median: null, min: null, max: null, rounds: [null] });
  });

  it('rounds the median and the range, not the per-round values', () => {
    expect(spreadOf([1 / 3, 2 / 3, 1], 2)).toEqual({
      median: 0.67,
      min: 0.33,
      max: 1,
      rounds: [1 / 3, 2 / 3, 1],
    });
  });

  it('compares each app round with the baseline round next to it', () => {
    const app = [{ rps: 80 }, { rps: 90 }, { rps: 60 }];
    const baseline = [{ rps: 100 }, { rps: 100 }, { rps: 50 }];
    expect(roundRatios(app, baseline, (run) => run.rps)).toEqual({
      median: 0.9,
      min: 0.8,
      max: 1.2,
      rounds: [0.8, 0.9, 1.2],
    });
    expect(roundRatios([{ rps: 1 }], [{ rps: 0 }], (run) => run.rps).median).toBeNull();
    expect(() => roundRatios(app, baseline.slice(1), (run) => run.rps)).toThrow(/rounds differ/);
  });

  it('reads as "median (min–max)"', () => {
    expect(describeSpread({ median: 0.85, min: 0.8, max: 0.9 })).toBe('0.85 (0.8–0.9)');
    expect(describeSpread({ median: null, min: null, max: null })).toBe('not measured');
  });
});
