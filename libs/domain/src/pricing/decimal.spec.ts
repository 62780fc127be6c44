import fc from 'fast-check';
import { decimalPlaces, divideRounded, scaled, scaledRounded, unscaled } from './decimal';

describe('pricing decimals', () => {
  it('reads a number from its decimal text, not its binary value', () => {
    expect(scaled(0.1, 2)).toBe(10n);
    expect(scaled(1.005, 3)).toBe(1005n);
    expect(scaled(12.34, 2)).toBe(1234n);
    expect(scaled(7, 2)).toBe(700n);
    expect(scaled(1e21, 2)).toBe(10n ** 23n);
    expect(scaled(-2.5, 1)).toBe(-25n);
  });

  it('refuses more decimals than allowed, and what is not finite', () => {
    expect(scaled(12.345, 2)).toBeNull();
    expect(scaled(1e-7, 2)).toBeNull();
    expect(scaled(Number.NaN, 2)).toBeNull();
    expect(scaled(Number.POSITIVE_INFINITY, 2)).toBeNull();
  });

  it('counts decimal places as written', () => {
    expect(decimalPlaces(1.5)).toBe(1);
    expect(decimalPlaces(100)).toBe(0);
    expect(decimalPlaces(0.125)).toBe(3);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(Number.NaN)).toBeNull();
  });

  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(-15n, 10n)).toBe(-2n);
    expect(divideRounded(-14n, 10n)).toBe(-1n);
    expect(scaledRounded(1.005, 2)).toBe(101n);
    expect(scaledRounded(0.12345, 4)).toBe(1235n);
    expect(scaledRounded(3, 2)).toBe(300n);
  });

  it('writes scaled integers back as the decimal they stand for', () => {
    expect(unscaled(1234n, 2)).toBe(12.34);
    expect(unscaled(-5n, 4)).toBe(-0.0005);
    expect(unscaled(0n, 2)).toBe(0);
    expect(String(unscaled(30n, 2))).toBe('0.3');
  });

  it('writes the same double as the decimal text would parse to, for any integer and places', () => {
    const units = fc.oneof(
      fc.bigInt({ min: -(2n ** 53n), max: 2n ** 53n }),
      fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
    );
    fc.assert(
      fc.property(units, fc.integer({ min: 0, max: 25 }), (value, places) => {
        expect(Object.is(unscaled(value, places), Number(`${value}e-${places}`))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
