import { divideRounded, scaledRounded } from '../pricing/decimal';
import { BASIS_POINTS } from '../pricing/pricing';

const CERTAIN = BigInt(BASIS_POINTS);
import { formatMonth } from './calendar-month';
import { daySpanOf, daysPerMonth, type DaySpan } from './day-span';
import { PIPELINE_STATUSES, type PipelineDeal } from './pipeline-deal';
import { spreadAmount } from './spread-amount';

/** One month of the forecast; money in minor units (hundredths) of the forecast's currency. */
export interface PipelineMonth {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly price: bigint;
  readonly weighted: bigint;
  readonly cost: bigint;
  /** How many deals have at least one scheduled day in the month. */
  readonly deals: number;
}

/** The months `from` to `to` (indices, both included) as calendar-month.ts counts them. */
export interface MonthRange {
  readonly from: number;
  readonly to: number;
}

/**
 * The pipeline month by month (issue 25, item 6; docs/pricing.md "Pipeline"). Each counted deal's
 * price, weighted price and cost are spread over its phases' days (start to due without phases),
 * each exactly (spread-amount.ts), then the months in `range` are summed over the deals.
 */
export function forecastPipeline(deals: readonly PipelineDeal[], range: MonthRange): PipelineMonth[] {
  const months = new Map<number, { price: bigint; weighted: bigint; cost: bigint; deals: number }>();
  for (let month = range.from; month <= range.to; month++) {
    months.set(month, { price: 0n, weighted: 0n, cost: 0n, deals: 0 });
  }
  for (const deal of deals) {
    if (!PIPELINE_STATUSES.includes(deal.status)) continue;
    const perMonth = daysPerMonth(scheduleOf(deal));
    const weights = [...perMonth.values()];
    if (weights.length === 0) continue;
    const price = scaledRounded(deal.price, 2);
    const weighted = divideRounded(price * probabilityOf(deal), CERTAIN);
    const cost = deal.cost === null ? 0n : scaledRounded(deal.cost, 2);
    const prices = spreadAmount(price, weights);
    const weighteds = spreadAmount(weighted, weights);
    const costs = spreadAmount(cost, weights);
    [...perMonth.keys()].forEach((month, i) => {
      const sum = months.get(month);
      if (!sum) return;
      sum.price += prices[i] ?? 0n;
      sum.weighted += weighteds[i] ?? 0n;
      sum.cost += costs[i] ?? 0n;
      sum.deals += 1;
    });
  }
  return [...months.entries()].map(([month, sum]) => ({ month: formatMonth(month), ...sum }));
}

/** The days a deal's money is spread over: its phases', else start to due; none without dates. */
export function scheduleOf(deal: PipelineDeal): DaySpan[] {
  const spans = deal.phases.map((phase) => daySpanOf(phase.start, phase.end));
  if (deal.phases.length > 0) return spans.filter((span): span is DaySpan => span !== null);
  if (deal.start === null || deal.due === null) return [];
  const span = daySpanOf(deal.start, deal.due);
  return span === null ? [] : [span];
}

/** Basis points: a won deal is certain; an open deal without a probability weighs nothing. */
function probabilityOf(deal: PipelineDeal): bigint {
  if (deal.status === 'won') return CERTAIN;
  return deal.probability === null ? 0n : scaledRounded(deal.probability, 4);
}
