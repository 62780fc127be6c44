/**
 * An amount in integer minor units spread over weights (days per month) by cumulative rounding:
 * the first k parts together are `amount × (w1 + … + wk) / W` rounded half-up, and each part is
 * the difference of two such running totals. So the parts sum exactly to `amount` (the last running
 * total is the amount itself), none is negative for an amount ≥ 0, and each is within one minor
 * unit of its exact share: no drift, however many months. docs/pricing.md "Pipeline".
 */
export function spreadAmount(amount: bigint, weights: readonly number[]): bigint[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return spreadWindow(amount, total, 0, weights);
}

/**
 * The parts of `spreadAmount` for a window of consecutive weights only, without the weights around
 * it: `before` is the sum of the weights ahead of the window and `total` the sum of all of them.
 * The same running totals, so a month's part is the same whichever window asks for it; a forecast
 * of 36 months never walks a deal's other months, however long the deal.
 */
export function spreadWindow(
  amount: bigint,
  total: number,
  before: number,
  weights: readonly number[],
): bigint[] {
  if (total <= 0) return weights.map(() => 0n);
  const whole = BigInt(total);
  let running = BigInt(before);
  let allocated = roundHalfUp(amount * running, whole);
  return weights.map((weight) => {
    running += BigInt(weight);
    const upToHere = roundHalfUp(amount * running, whole);
    const part = upToHere - allocated;
    allocated = upToHere;
    return part;
  });
}

/** `numerator / denominator` rounded half-up (toward +∞ on a tie), for a positive denominator. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const doubled = 2n * numerator + denominator;
  const twice = 2n * denominator;
  const quotient = doubled / twice;
  // bigint division truncates toward zero; floor it for a negative numerator.
  return doubled < 0n && doubled % twice !== 0n ? quotient - 1n : quotient;
}
