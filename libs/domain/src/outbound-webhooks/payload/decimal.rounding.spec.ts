import fc from 'fast-check';
import { roundDecimal } from './decimal.rounding';

describe('roundDecimal', () => {
  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [1.0049999, 2, 1],
    [0.125, 2, 0.13],
    [1234.5, 2, 1234.5],
    [-1.005, 2, -1.01],
    [-2.5, 0, -3],
    [2.5, 0, 3],
    [-0.125, 2, -0.13],
    [0.33335, 4, 0.3334],
    [0.12344, 4, 0.1234],
    [0.00005, 4, 0.0001],
    [-0.00005, 4, -0.0001],
    [1e-7, 2, 0],
    [123456789.125, 2, 123456789.13],
    [1e21, 2, 1e21],
    [1.5e-5, 5, 0.00002],
  ])('rounds %p to %p places as %p (half away from zero, on the decimal text)', (value, places, expected) => {
    expect(roundDecimal(value, places)).toBe(expected);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundDecimal(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundDecimal(-0, 2), 0)).toBe(true);
  });

  it('returns non-finite values unchanged', () => {
    expect(roundDecimal(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(roundDecimal(Number.NaN, 2)).toBeNaN();
  });

  it('returns values too large to scale unchanged instead of NaN', () => {
    expect(roundDecimal(Number.MAX_VALUE, 4)).toBe(Number.MAX_VALUE);
    expect(roundDecimal(-1.7e308, 4)).toBe(-1.7e308);
  });

  it('stays within half a unit of the last place and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (x, places) => {
          const rounded = roundDecimal(x, places);
          const unit = 10 ** -places;
          return Math.abs(rounded - x) <= unit / 2 + 1e-9 && roundDecimal(rounded, places) === rounded;
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });
});
