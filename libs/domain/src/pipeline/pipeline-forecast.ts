import { divideRounded, scaledRounded } from '../pricing/decimal';
import { BASIS_POINTS } from '../pricing/pricing';

const CERTAIN = BigInt(BASIS_POINTS);
import { firstDayOfMonth, formatMonth } from './calendar-month';
import { daySpanOf, daysWithin, type DaySpan } from './day-span';
import { PIPELINE_STATUSES, type PipelineDeal } from './pipeline-deal';
import { spreadWindow } from './spread-amount';

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
  const window = monthsOf(range);
  const sums = window.map(() => ({ price: 0n, weighted: 0n, cost: 0n, deals: 0 }));
  const windowStart = window[0]?.first ?? 0;
  for (const deal of deals) {
    if (!PIPELINE_STATUSES.includes(deal.status)) continue;
    const spans = scheduleOf(deal);
    const days = window.map((month) => daysWithin(spans, month.first, month.last));
    if (days.every((count) => count === 0)) continue;
    // The deal's days before the window and in all: the running totals of spreadAmount, so the
    // window's months get exactly the parts they get when the whole schedule is spread.
    const total = daysWithin(spans, -Infinity, Infinity);
    const before = daysWithin(spans, -Infinity, windowStart - 1);
    const price = scaledRounded(deal.price, 2);
    const weighted = divideRounded(price * probabilityOf(deal), CERTAIN);
    const cost = deal.cost === null ? 0n : scaledRounded(deal.cost, 2);
    const prices = spreadWindow(price, total, before, days);
    const weighteds = spreadWindow(weighted, total, before, days);
    const costs = spreadWindow(cost, total, before, days);
    sums.forEach((sum, i) => {
      if (days[i] === 0) return;
      sum.price += prices[i] ?? 0n;
      sum.weighted += weighteds[i] ?? 0n;
      sum.cost += costs[i] ?? 0n;
      sum.deals += 1;
    });
  }
  return window.map((month, i) => ({ month: formatMonth(month.index), ...(sums[i] ?? ZERO) }));
}

const ZERO = { price: 0n, weighted: 0n, cost: 0n, deals: 0 };

/** The range's months with their first and last UTC days. */
function monthsOf(range: MonthRange): { index: number; first: number; last: number }[] {
  const months = [];
  for (let index = range.from; index <= range.to; index++) {
    months.push({ index, first: firstDayOfMonth(index), last: firstDayOfMonth(index + 1) - 1 });
  }
  return months;
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
