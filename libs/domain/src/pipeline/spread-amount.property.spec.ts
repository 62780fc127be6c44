import fc from 'fast-check';
import { daysPerMonth, type DaySpan } from './day-span';
import { forecastPipeline } from './pipeline-forecast';
import type { PipelineDeal } from './pipeline-deal';
import { DAY_MS, firstDayOfMonth, parseMonth } from './calendar-month';
import { spreadAmount, spreadWindow } from './spread-amount';

/** A month index from its `YYYY-MM` text (a test's own constant, so a typo throws). */
function monthOf(text: string): number {
  const month = parseMonth(text);
  if (month === null) throw new Error(`not a month: ${text}`);
  return month;
}

// Fixed seed: a failure is reproducible, and the suite stays deterministic.
const RUNS = { seed: 25, numRuns: 400 };

/** Up to the deal money limit in cents, and small amounts where rounding bites hardest. */
const amount = fc.oneof(fc.bigInt({ min: 0n, max: 1_000n }), fc.bigInt({ min: 0n, max: 10n ** 15n }));
const weights = fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 60 });
const FIRST_DAY = firstDayOfMonth(monthOf('2025-01'));
const span: fc.Arbitrary<DaySpan> = fc
  .tuple(fc.integer({ min: 0, max: 1_500 }), fc.integer({ min: 0, max: 400 }))
  .map(([offset, length]) => ({ first: FIRST_DAY + offset, last: FIRST_DAY + offset + length }));

describe('spreadAmount (cumulative rounding)', () => {
  it('the parts sum exactly to the amount whenever some weight is positive', () => {
    fc.assert(
      fc.property(amount, weights, (total, ws) => {
        fc.pre(ws.some((w) => w > 0));
        expect(spreadAmount(total, ws).reduce((a, b) => a + b, 0n)).toBe(total);
      }),
      RUNS,
    );
  });

  it('each part is within one minor unit of its exact share, never negative', () => {
    fc.assert(
      fc.property(amount, weights, (total, ws) => {
        const sum = BigInt(ws.reduce((a, b) => a + b, 0));
        fc.pre(sum > 0n);
        spreadAmount(total, ws).forEach((part, i) => {
          expect(part >= 0n).toBe(true);
          // |part − total × w / W| < 1  ⇔  |part × W − total × w| < W
          const error = part * sum - total * BigInt(ws[i] ?? 0);
          expect(error < sum && -error < sum).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it('a weight of 0 gets nothing, and equal weights differ by at most one minor unit', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 40 }), (total, n) => {
        const parts = spreadAmount(total, [0, ...Array<number>(n).fill(7), 0]);
        expect(parts[0]).toBe(0n);
        expect(parts[parts.length - 1]).toBe(0n);
        const inner = parts.slice(1, -1);
        const max = inner.reduce((a, b) => (b > a ? b : a));
        const min = inner.reduce((a, b) => (b < a ? b : a));
        expect(max - min <= 1n).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('spreadWindow', () => {
  it('gives a window of months exactly the parts the whole spread gives them', () => {
    fc.assert(
      fc.property(amount, weights, fc.nat(), fc.nat(), (total, ws, a, b) => {
        const sum = ws.reduce((x, y) => x + y, 0);
        fc.pre(sum > 0);
        const [from, to] = [a % ws.length, b % ws.length].sort((x, y) => x - y) as [number, number];
        const before = ws.slice(0, from).reduce((x, y) => x + y, 0);
        expect(spreadWindow(total, sum, before, ws.slice(from, to + 1))).toEqual(
          spreadAmount(total, ws).slice(from, to + 1),
        );
      }),
      RUNS,
    );
  });
});

describe('forecastPipeline (exact spreading over the months)', () => {
  const deal = (price: number, probability: number, phases: DaySpan[]): PipelineDeal => ({
    id: 'deal_p',
    status: 'approved',
    price,
    cost: price / 2,
    probability,
    start: null,
    due: null,
    phases: phases.map((s) => ({ start: s.first * DAY_MS, end: s.last * DAY_MS + DAY_MS - 1 })),
  });
  const cents = fc.integer({ min: 0, max: 10_000_000_00 }).map((c) => c / 100);
  const probability = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 10_000);

  it('over a range holding the whole schedule, the months sum to the price, and weighted to price × probability', () => {
    fc.assert(
      fc.property(cents, probability, fc.array(span, { minLength: 1, maxLength: 5 }), (price, p, spans) => {
        const months = forecastPipeline([deal(price, p, spans)], {
          from: monthOf('2025-01'),
          to: monthOf('2030-12'),
        });
        const total = (key: 'price' | 'weighted') => months.reduce((sum, m) => sum + m[key], 0n);
        const priceCents = BigInt(Math.round(price * 100));
        expect(total('price')).toBe(priceCents);
        expect(total('weighted')).toBe(
          (priceCents * BigInt(Math.round(p * 10_000)) * 2n + 10_000n) / 20_000n,
        );
        const counted = months.filter((m) => m.deals === 1).length;
        expect(counted).toBe(daysPerMonth(spans).size);
      }),
      RUNS,
    );
  });

  it('a month answers the same whichever range it is asked in (no drift from the range)', () => {
    fc.assert(
      fc.property(
        cents,
        probability,
        fc.array(span, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 40 }),
        (price, p, spans, at) => {
          const deals = [deal(price, p, spans)];
          const month = monthOf('2025-01') + at;
          const alone = forecastPipeline(deals, { from: month, to: month })[0];
          const within = forecastPipeline(deals, {
            from: monthOf('2025-01'),
            to: monthOf('2028-12'),
          })[at];
          expect(alone).toEqual(within);
        },
      ),
      RUNS,
    );
  });
});

describe('forecastPipeline cost', () => {
  it('walks only the asked months: 2,000 deals spanning 1970 to 9999 over 36 months in well under a second', () => {
    const longest: PipelineDeal = {
      id: 'deal_long',
      status: 'progressed',
      price: 99_999_999.99,
      cost: 1,
      probability: 0.5,
      start: 0,
      due: 253_402_300_799_999,
      phases: [],
    };
    const deals = Array.from({ length: 2_000 }, (_, i) => ({ ...longest, id: `deal_${i}` }));
    const started = performance.now();
    const months = forecastPipeline(deals, { from: monthOf('2026-01'), to: monthOf('2028-12') });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(months).toHaveLength(36);
    expect(months.every((month) => month.deals === 2_000)).toBe(true);
  });
});
