/** Moves the decimal point by editing the exponent of the number's shortest decimal text. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds to `places` decimals, half away from zero, on the number's decimal text rather than its
 * binary value: `1.005` is stored as 1.00499999999999989…, so `Math.round(1.005 * 100) / 100`
 * gives 1 where a person (and the receiving system) expects 1.01. Works for values already written
 * with an exponent (`1e-7`, `1e+21`); non-finite values, and values too large to scale, are returned
 * as they are.
 */
export function roundDecimal(value: number, places: number): number {
  const scaled = shiftDecimal(Math.abs(value), places);
  // Too large to scale (near Number.MAX_VALUE) or not finite: no decimals left to round away.
  if (!Number.isFinite(scaled)) return value;
  const magnitude = shiftDecimal(Math.round(scaled), -places);
  // `+ 0` turns a negative zero (-0.001 rounded) into 0, which JSON and equality checks agree on.
  return (value < 0 ? -magnitude : magnitude) + 0;
}
