import { dealTotals, type DealTotals, type PricedLine } from './pricing';

/**
 * Incremental totals (docs/pricing.md "Stored line amounts"): each estimate row keeps the cost and
 * price `priceDeal` gives its line, so a new line on a draft deal adds its own amounts to the sums
 * of the rows instead of reading and pricing every line of the deal.
 */

/** A line's cost and price in minor units, as `priceDeal` gives them (rounded per line). */
export interface LineAmounts {
  readonly cost: bigint;
  readonly price: bigint;
}

/** The amounts one estimate row keeps: rewritten whenever what they depend on changes. */
export interface StoredLineAmounts extends LineAmounts {
  readonly id: string;
}

/** What a deal's estimate rows sum to. */
export interface LineTotals {
  /** How many estimates the deal holds. */
  readonly lines: number;
  /**
   * How many of them keep no amounts (rows written before amounts were stored): while any does,
   * the sums below are not the deal's, and the deal is priced from its lines instead.
   */
  readonly unpriced: number;
  /** Σ of the stored costs. */
  readonly cost: bigint;
  /** Σ of the stored prices, before the discount. */
  readonly subtotal: bigint;
}

/** The totals once one more line, with these amounts, is added. */
export function withLine(totals: LineTotals, line: LineAmounts): LineTotals {
  return {
    lines: totals.lines + 1,
    unpriced: totals.unpriced,
    cost: totals.cost + line.cost,
    subtotal: totals.subtotal + line.price,
  };
}

/**
 * The deal's totals from its lines' stored sums and its discount: exactly what `priceDeal` gives
 * over the same lines (both end in `dealTotals`; pinned by line-totals.property.spec.ts).
 */
export function totalsOfLines(totals: LineTotals, discount: number): DealTotals {
  if (totals.unpriced > 0) throw new Error('a deal with unpriced lines has no stored totals');
  return dealTotals(totals.subtotal, totals.cost, discount);
}

/** The amounts to store for each priced line. */
export function storedAmountsOf(lines: readonly PricedLine[]): StoredLineAmounts[] {
  return lines.map(({ line, cost, price }) => ({ id: line.id, cost, price }));
}
