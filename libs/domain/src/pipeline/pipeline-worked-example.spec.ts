import { parseMonth } from './calendar-month';
import { forecastPipeline } from './pipeline-forecast';
import type { PipelineDeal } from './pipeline-deal';
import { unscaled } from '../pricing/decimal';

/** A month index from its `YYYY-MM` text (a test's own constant, so a typo throws). */
function monthOf(text: string): number {
  const month = parseMonth(text);
  if (month === null) throw new Error(`not a month: ${text}`);
  return month;
}

/** The worked example of docs/pricing.md "Pipeline", figure for figure. */
const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
const deal = (
  fields: Partial<PipelineDeal> & Pick<PipelineDeal, 'id' | 'status' | 'price'>,
): PipelineDeal => ({
  cost: null,
  probability: null,
  start: null,
  due: null,
  phases: [],
  ...fields,
});

const WEBSITE = deal({
  id: 'deal_website',
  status: 'approved',
  price: 12_000,
  cost: 7_000,
  probability: 0.6,
  start: at('2026-01-19'),
  due: at('2026-03-13'),
  phases: [
    { start: at('2026-01-19'), end: at('2026-01-30') },
    { start: at('2026-02-02'), end: at('2026-03-13') },
  ],
});
const RETAINER = deal({
  id: 'deal_retainer',
  status: 'won',
  price: 3_100,
  cost: 1_000,
  probability: 0.5,
  start: at('2026-03-01'),
  due: at('2026-04-30'),
});
const LOST = deal({
  id: 'deal_lost',
  status: 'lost',
  price: 50_000,
  start: at('2026-01-01'),
  due: at('2026-04-30'),
});
const UNDATED = deal({ id: 'deal_undated', status: 'draft', price: 900 });

describe('the pipeline worked example (docs/pricing.md)', () => {
  it('spreads each deal over its days, month by month, to the cent', () => {
    const months = forecastPipeline([WEBSITE, RETAINER, LOST, UNDATED], {
      from: monthOf('2026-01'),
      to: monthOf('2026-05'),
    });
    expect(
      months.map((m) => ({
        month: m.month,
        price: unscaled(m.price, 2),
        weighted: unscaled(m.weighted, 2),
        cost: unscaled(m.cost, 2),
        deals: m.deals,
      })),
    ).toEqual([
      { month: '2026-01', price: 2769.23, weighted: 1661.54, cost: 1615.38, deals: 1 },
      { month: '2026-02', price: 6230.77, weighted: 3738.46, cost: 3634.62, deals: 1 },
      { month: '2026-03', price: 4575.41, weighted: 3375.41, cost: 2258.2, deals: 2 },
      { month: '2026-04', price: 1524.59, weighted: 1524.59, cost: 491.8, deals: 1 },
      { month: '2026-05', price: 0, weighted: 0, cost: 0, deals: 0 },
    ]);
  });

  it('a deal without phases is spread from start to due; with phases, over their days only', () => {
    const noPhases = { ...WEBSITE, phases: [] };
    const [jan] = forecastPipeline([noPhases], { from: monthOf('2026-01'), to: monthOf('2026-01') });
    // 19 Jan to 13 Mar: 13 + 28 + 13 = 54 days, 13 of them in January.
    expect(jan?.price).toBe((1_200_000n * 13n * 2n + 54n) / 108n);
  });

  it('an open deal without a probability weighs nothing; a won deal counts in full', () => {
    const noChance = { ...WEBSITE, probability: null };
    const [jan] = forecastPipeline([noChance], { from: monthOf('2026-01'), to: monthOf('2026-01') });
    expect(jan).toMatchObject({ price: 276_923n, weighted: 0n, deals: 1 });
  });

  it('prices with more than 2 decimals are counted to the cent, half-up, before spreading', () => {
    const odd = { ...RETAINER, price: 0.005, cost: null, start: at('2026-03-01'), due: at('2026-03-02') };
    const [mar] = forecastPipeline([odd], { from: monthOf('2026-03'), to: monthOf('2026-03') });
    expect(mar).toMatchObject({ price: 1n, weighted: 1n, cost: 0n, deals: 1 });
  });
});
