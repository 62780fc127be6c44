/**
 * Exact decimal arithmetic for pricing: a JSON number is read from its shortest decimal text (the
 * text a person typed, `0.1` rather than 0.1000000000000000055…) into a bigint scaled by a power of
 * ten, so no binary fraction ever reaches a sum. docs/pricing.md "Numbers".
 */

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** `value` as `digits × 10^exponent`, from its shortest decimal text; null when not finite. */
function decimalParts(value: number): { digits: bigint; exponent: number } | null {
  if (!Number.isFinite(value)) return null;
  const match = DECIMAL_TEXT.exec(String(value));
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return { digits, exponent: Number(exponent) - fraction.length };
}

const TEN = 10n;

/** 10^n as a bigint. */
export function powerOfTen(n: number): bigint {
  return TEN ** BigInt(n);
}

/**
 * `numerator / denominator` rounded half away from zero (half-up for the amounts pricing sums,
 * which are never negative). The denominator must be positive.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/** The number of decimal places `value` is written with (`1.50` is `1.5`: 1); null when not finite. */
export function decimalPlaces(value: number): number | null {
  const parts = decimalParts(value);
  return parts === null ? null : Math.max(0, -parts.exponent);
}

/**
 * `value × 10^places` exactly, as an integer: `scaled(12.34, 2)` is 1234n. Null when `value` has
 * more than `places` decimals or is not finite: the caller's rules refuse those before.
 */
export function scaled(value: number, places: number): bigint | null {
  const parts = decimalParts(value);
  if (parts === null) return null;
  const shift = parts.exponent + places;
  if (shift >= 0) return parts.digits * powerOfTen(shift);
  const divisor = powerOfTen(-shift);
  return parts.digits % divisor === 0n ? parts.digits / divisor : null;
}

/** `value × 10^places` rounded half away from zero to an integer (a stored target with more decimals). */
export function scaledRounded(value: number, places: number): bigint {
  const parts = decimalParts(value);
  if (parts === null) throw new RangeError(`not a finite number: ${value}`);
  const shift = parts.exponent + places;
  if (shift >= 0) return parts.digits * powerOfTen(shift);
  return divideRounded(parts.digits, powerOfTen(-shift));
}

/**
 * An integer scaled by 10^places back to a JSON number: `unscaled(1234n, 2)` is 12.34, the double
 * whose shortest text is exactly that decimal (exact while |units| < 2^53).
 */
export function unscaled(units: bigint, places: number): number {
  // A safe integer and an exact power of ten: IEEE division rounds the exact quotient to the nearest
  // double, which is the double the decimal text parses to, without building and parsing the text
  // (a tenth of GET …/pricing's CPU at 2,000 lines). Anything larger takes the text.
  if (places <= MAX_EXACT_POWER && units <= MAX_SAFE && units >= -MAX_SAFE) {
    return Number(units) / (EXACT_POWERS[places] as number);
  }
  return Number(`${units}e-${places}`);
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** 10^22 is the largest power of ten a double holds exactly. */
const MAX_EXACT_POWER = 22;
const EXACT_POWERS = Array.from({ length: MAX_EXACT_POWER + 1 }, (_, n) => 10 ** n);
