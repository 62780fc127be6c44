import fc from 'fast-check';
import { storedAmountsOf, totalsOfLines, withLine, type LineAmounts, type LineTotals } from './line-totals';
import {
  BASIS_POINTS,
  priceDeal,
  priceLine,
  type PricingInput,
  type PricingLine,
  type RoleRate,
} from './pricing';

// Fixed seed: a failure is reproducible, and the suite stays deterministic.
const RUNS = { seed: 25, numRuns: 300 };

const ROLES = ['rol_a', 'rol_b', 'rol_c'];
const PHASES = ['ph_1', 'ph_2'];
/** Up to the request rules' limits: quantities to 1,000,000.00, rates and fixed amounts to 10^12. */
const minor = fc.oneof(fc.integer({ min: 0, max: 100_000_00 }), fc.integer({ min: 0, max: 10 ** 14 }));
const quantity = fc.oneof(fc.integer({ min: 0, max: 100_00 }), fc.integer({ min: 0, max: 1_000_000_00 }));
const ratio = fc.integer({ min: 0, max: BASIS_POINTS });
const rates: fc.Arbitrary<RoleRate[]> = fc.tuple(
  ...ROLES.map((roleId) => fc.record({ roleId: fc.constant(roleId), costRate: minor, priceRate: minor })),
);
/** A line's fields but its id, which the model gives in order. */
const lineBody = fc.oneof(
  fc.record({
    kind: fc.constant('effort' as const),
    phaseId: fc.constantFrom(...PHASES),
    roleId: fc.constantFrom(...ROLES),
    quantity,
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    phaseId: fc.constantFrom(...PHASES),
    fixedPrice: minor,
    fixedCost: minor,
  }),
);

interface Pricing {
  readonly rates: readonly RoleRate[];
  readonly contingency: number;
  readonly discount: number;
}
const pricing: fc.Arbitrary<Pricing> = fc.record({ rates, contingency: ratio, discount: ratio });

const inputOf = (at: Pricing, lines: readonly PricingLine[]): PricingInput => ({
  phaseIds: PHASES,
  ...at,
  lines,
});

/** One line priced alone, as a new or edited estimate is (`priceLine`: no other line, no discount). */
const amountsAlone = (at: Pricing, line: PricingLine): LineAmounts =>
  priceLine(line, at.rates, at.contingency);

const EMPTY: LineTotals = { lines: 0, unpriced: 0, cost: 0n, subtotal: 0n };

/** The totals `priceDeal` gives: what a deal priced from every line shows. */
const fullTotals = (input: PricingInput) => {
  const { subtotal, discountAmount, cost, price, margin } = priceDeal(input);
  return { subtotal, discountAmount, cost, price, margin };
};

describe('a deal priced from its lines stored amounts', () => {
  it('prices a line alone exactly as priceDeal prices it among the others', () => {
    fc.assert(
      fc.property(pricing, fc.array(lineBody, { minLength: 1, maxLength: 30 }), (at, bodies) => {
        const lines = bodies.map((body, n): PricingLine => ({ ...body, id: `est_${n}` }));
        const alone = lines.map((line) => priceLine(line, at.rates, at.contingency));
        expect(alone).toEqual(priceDeal(inputOf(at, lines)).lines);
      }),
      RUNS,
    );
  });

  it('gives exactly the totals priceDeal gives, each line priced on its own', () => {
    fc.assert(
      fc.property(pricing, fc.array(lineBody, { maxLength: 60 }), (at, bodies) => {
        const lines = bodies.map((body, n): PricingLine => ({ ...body, id: `est_${n}` }));
        const totals = lines.reduce((sum, line) => withLine(sum, amountsAlone(at, line)), EMPTY);
        expect(totals.lines).toBe(lines.length);
        expect(totalsOfLines(totals, at.discount)).toEqual(fullTotals(inputOf(at, lines)));
      }),
      RUNS,
    );
  });

  type LineBody = typeof lineBody extends fc.Arbitrary<infer T> ? T : never;
  type Step =
    | { readonly kind: 'add'; readonly body: LineBody }
    | { readonly kind: 'edit'; readonly pick: number; readonly body: LineBody }
    | { readonly kind: 'remove'; readonly pick: number }
    | { readonly kind: 'pricing'; readonly pricing: Pricing };

  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 4, arbitrary: lineBody.map((body): Step => ({ kind: 'add', body })) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.nat(), lineBody).map(([pick, body]): Step => ({ kind: 'edit', pick, body })),
    },
    { weight: 1, arbitrary: fc.nat().map((pick): Step => ({ kind: 'remove', pick })) },
    { weight: 1, arbitrary: pricing.map((next): Step => ({ kind: 'pricing', pricing: next })) },
  );

  it('keeps its sums equal to a full recompute through any adds, edits, removals and pricing changes', () => {
    fc.assert(
      fc.property(pricing, fc.array(step, { maxLength: 40 }), (first, steps) => {
        // What the rows hold: each line with the amounts stored for it, as the use cases write them.
        let at = first;
        let rows: { line: PricingLine; amounts: LineAmounts }[] = [];
        let next = 0;
        for (const one of steps) {
          if (one.kind === 'add') {
            const line: PricingLine = { ...one.body, id: `est_${next++}` };
            rows = [...rows, { line, amounts: amountsAlone(at, line) }];
          } else if (one.kind === 'edit' && rows.length > 0) {
            const index = one.pick % rows.length;
            const line: PricingLine = { ...one.body, id: rows[index]?.line.id ?? '' };
            rows = rows.map((row, n) => (n === index ? { line, amounts: amountsAlone(at, line) } : row));
          } else if (one.kind === 'remove' && rows.length > 0) {
            const index = one.pick % rows.length;
            rows = rows.filter((_, n) => n !== index);
          } else if (one.kind === 'pricing') {
            // A change of rates or contingency rewrites every line's amounts from the full pricing.
            at = one.pricing;
            const stored = new Map(
              storedAmountsOf(
                priceDeal(
                  inputOf(
                    at,
                    rows.map((row) => row.line),
                  ),
                ).lines,
              ).map((s) => [s.id, s]),
            );
            rows = rows.map((row) => ({ line: row.line, amounts: stored.get(row.line.id) as LineAmounts }));
          }
          const totals = rows.reduce((sum, row) => withLine(sum, row.amounts), EMPTY);
          expect(totalsOfLines(totals, at.discount)).toEqual(
            fullTotals(
              inputOf(
                at,
                rows.map((row) => row.line),
              ),
            ),
          );
        }
      }),
      RUNS,
    );
  });

  it('refuses to give totals while a line keeps no amounts', () => {
    expect(() => totalsOfLines({ ...EMPTY, lines: 1, unpriced: 1 }, 0)).toThrow(/unpriced/);
  });
});
