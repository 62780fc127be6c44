import { checkFlag, checkGoal, checkSpreadGoal, describeGoal } from './bench-goals';
import { spreadOf } from './rounds';

describe('bench goals', () => {
  it('compares a figure with its target in the stated direction', () => {
    expect(checkGoal('a', 'ratio ≥ 0.75', 0.75, 'at_least', 0.75).met).toBe(true);
    expect(checkGoal('a', 'ratio ≥ 0.75', 0.749, 'at_least', 0.75).met).toBe(false);
    expect(checkGoal('b', 'p99 ≤ 1.5×', 1.5, 'at_most', 1.5).met).toBe(true);
    expect(checkGoal('c', 'p50 < 50 ms', 50, 'below', 50).met).toBe(false);
    expect(checkGoal('d', 'scales', 1.01, 'above', 1).met).toBe(true);
  });

  it('reports a missing figure as not measured rather than as missed', () => {
    const check = checkGoal('a', 'ratio', null, 'at_least', 0.75);
    expect(check).toEqual({ id: 'a', goal: 'ratio', value: null, met: null });
    expect(describeGoal(check)).toMatch(/^not measured/);
    expect(checkFlag('f', 'no leak', null).met).toBeNull();
  });

  it('describes a verdict on one line', () => {
    expect(describeGoal(checkGoal('x', 'ratio ≥ 0.6', 0.4, 'at_least', 0.6))).toMatch(
      /^NOT met\s+x\s+ratio ≥ 0.6 \(got 0.4\)$/,
    );
  });

  it('judges a spread goal on the median and prints the min–max and the number of rounds', () => {
    const check = checkSpreadGoal('r', 'ratio ≥ 0.85', spreadOf([0.8, 0.9, 0.86]), 'at_least', 0.85);
    expect(check).toMatchObject({
      value: 0.86,
      met: true,
      spread: { min: 0.8, max: 0.9, rounds: [0.8, 0.9, 0.86] },
    });
    expect(describeGoal(check)).toMatch(
      /^met\s+r\s+ratio ≥ 0.85 \(got median 0.86 \(0.8–0.9\) over 3 rounds\)$/,
    );
    expect(checkSpreadGoal('r', 'ratio', spreadOf([null, null]), 'at_least', 0.85).met).toBeNull();
  });
});
