/**
 * An amount in integer minor units spread over weights (days per month) by cumulative rounding:
 * the first k parts together are `amount × (w1 + … + wk) / W` rounded half-up, and each part is
 * the difference of two such running totals. So the parts sum exactly to `amount` (the last running
 * total is the amount itself), none is negative for an amount ≥ 0, and each is within one minor
 * unit of its exact share: no drift, however many months. docs/pricing.md "Pipeline".
 */
export function spreadAmount(amount: bigint, weights: readonly number[]): bigint[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) return weights.map(() => 0n);
  const parts: bigint[] = [];
  let running = 0n;
  let allocated = 0n;
  for (const weight of weights) {
    running += BigInt(weight);
    const upToHere = roundHalfUp(amount * running, total);
    parts.push(upToHere - allocated);
    allocated = upToHere;
  }
  return parts;
}

/** `numerator / denominator` rounded half-up (toward +∞ on a tie), for a positive denominator. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const doubled = 2n * numerator + denominator;
  const twice = 2n * denominator;
  const quotient = doubled / twice;
  // bigint division truncates toward zero; floor it for a negative numerator.
  return doubled < 0n && doubled % twice !== 0n ? quotient - 1n : quotient;
}
