import fc from 'fast-check';
import type { Deal } from '../deal/deal';
import { datedPhase, type Phase } from '../deal/phase';
import { applyReschedulePlan } from '../reschedule/reschedule-plan';
import { planReschedule } from '../reschedule/reschedule-planner';
import type { Shift } from '../reschedule/shift';
import { MS_PER_DAY } from '../shared/time';
import { aDeal, aPinnedPhase, aRelativePhase } from '../testing/deal.mother';
import {
  BASIS_POINTS,
  EFFORT_DENOMINATOR,
  effortAmount,
  priceDeal,
  type PricingInput,
  type PricingLine,
} from './pricing';

// Fixed seed: a failure is reproducible, and the suite stays deterministic.
const RUNS = { seed: 25, numRuns: 400 };

const ROLES = ['rol_a', 'rol_b', 'rol_c', 'rol_d'];
/** Up to the request rules' limits: quantities to 1,000,000.00, rates and fixed amounts to 10^12. */
const minor = fc.oneof(
  fc.integer({ min: 0, max: 100_000_00 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);
const quantity = fc.oneof(fc.integer({ min: 0, max: 100_00 }), fc.integer({ min: 0, max: 1_000_000_00 }));
const ratio = fc.integer({ min: 0, max: BASIS_POINTS });
const rates = fc
  .constant(ROLES)
  .chain((roles) =>
    fc.tuple(
      ...roles.map((roleId) => fc.record({ roleId: fc.constant(roleId), costRate: minor, priceRate: minor })),
    ),
  );

const lineIn = (phaseIds: readonly string[]): fc.Arbitrary<PricingLine> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('effort' as const),
      id: fc.uuid(),
      phaseId: fc.constantFrom(...phaseIds),
      roleId: fc.constantFrom(...ROLES),
      quantity,
    }),
    fc.record({
      kind: fc.constant('fixed' as const),
      id: fc.uuid(),
      phaseId: fc.constantFrom(...phaseIds),
      fixedPrice: minor,
      fixedCost: minor,
    }),
  );

const pricingOver = (phaseIds: readonly string[]): fc.Arbitrary<PricingInput> =>
  fc.record({
    phaseIds: fc.constant(phaseIds),
    rates,
    contingency: ratio,
    discount: ratio,
    lines: fc.array(lineIn(phaseIds), { maxLength: 60 }),
  });

const pricing = fc
  .uniqueArray(fc.stringMatching(/^ph_[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 8 })
  .chain(pricingOver);

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);
const abs = (value: bigint) => (value < 0n ? -value : value);

/** A line's exact amount before rounding, over EFFORT_DENOMINATOR minor units. */
function exactAmounts(input: PricingInput, line: PricingLine): { cost: bigint; price: bigint } {
  if (line.kind === 'fixed') {
    return {
      cost: BigInt(line.fixedCost) * EFFORT_DENOMINATOR,
      price: BigInt(line.fixedPrice) * EFFORT_DENOMINATOR,
    };
  }
  const rate = input.rates.find((r) => r.roleId === line.roleId);
  if (!rate) throw new Error('generated lines use the generated roles');
  const effort = BigInt(line.quantity) * BigInt(BASIS_POINTS + input.contingency);
  return { cost: effort * BigInt(rate.costRate), price: effort * BigInt(rate.priceRate) };
}

describe('pricing properties', () => {
  it('the subtotal equals the sum over phases and the sum over roles, and so does the cost', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        const priced = priceDeal(input);
        expect(sum(priced.byPhase.map((p) => p.price))).toBe(priced.subtotal);
        expect(sum(priced.byRole.map((r) => r.price))).toBe(priced.subtotal);
        expect(sum(priced.byPhase.map((p) => p.cost))).toBe(priced.cost);
        expect(sum(priced.byRole.map((r) => r.cost))).toBe(priced.cost);
        expect(sum(priced.lines.map((l) => l.price))).toBe(priced.subtotal);
        expect(priced.price).toBe(priced.subtotal - priced.discountAmount);
        expect(priced.byPhase.map((p) => p.phaseId)).toEqual(input.phaseIds);
      }),
      RUNS,
    );
  });

  it('each line is quantity × (1 + contingency) × rate half-up, as effortAmount states it', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        for (const { line, cost, price } of priceDeal(input).lines) {
          if (line.kind === 'fixed') {
            expect([cost, price]).toEqual([BigInt(line.fixedCost), BigInt(line.fixedPrice)]);
            continue;
          }
          const rate = input.rates.find((r) => r.roleId === line.roleId);
          if (!rate) return false;
          expect(cost).toBe(effortAmount(line.quantity, input.contingency, rate.costRate));
          expect(price).toBe(effortAmount(line.quantity, input.contingency, rate.priceRate));
        }
        return true;
      }),
      RUNS,
    );
  });

  it('the rounding of a total never drifts by more than half a cent per line', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        const priced = priceDeal(input);
        const exact = input.lines.map((line) => exactAmounts(input, line));
        const halfCentPerLine = (BigInt(input.lines.length) * EFFORT_DENOMINATOR) / 2n;
        const subtotalDrift = abs(priced.subtotal * EFFORT_DENOMINATOR - sum(exact.map((e) => e.price)));
        const costDrift = abs(priced.cost * EFFORT_DENOMINATOR - sum(exact.map((e) => e.cost)));
        expect(subtotalDrift <= halfCentPerLine).toBe(true);
        expect(costDrift <= halfCentPerLine).toBe(true);
        // The discount is rounded once: the price is within half a cent of subtotal × (1 − discount).
        const exactPrice = priced.subtotal * BigInt(BASIS_POINTS - input.discount);
        expect(abs(priced.price * BigInt(BASIS_POINTS) - exactPrice) <= BigInt(BASIS_POINTS) / 2n).toBe(true);
      }),
      RUNS,
    );
  });

  it('the margin is (price − cost) / price to 4 decimals, null at a price of 0', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        const { price, cost, margin } = priceDeal(input);
        if (price === 0n) return margin === null;
        if (margin === null) return false;
        // |margin − (price − cost)/price| ≤ 1/2 basis point, in integers.
        const exact = (price - cost) * BigInt(BASIS_POINTS);
        return 2n * abs(margin * price - exact) <= price;
      }),
      RUNS,
    );
  });

  const DEAL_MIN = Date.UTC(2060, 0, 1);
  const dealInstant = fc.integer({ min: DEAL_MIN, max: Date.UTC(2100, 0, 1) });
  const phase: fc.Arbitrary<Phase> = fc.oneof(
    fc
      .record({ n: fc.nat(), start: dealInstant, length: fc.nat({ max: 400 * MS_PER_DAY }) })
      .map(({ n, start, length }) => aPinnedPhase({ id: `ph_p${n}`, start, end: start + length })),
    fc.record({ n: fc.nat(), from: fc.nat({ max: 400 }) }).map(({ n, from }) =>
      aRelativePhase({
        id: `ph_r${n}`,
        startOffset: from * MS_PER_DAY,
        endOffset: (from + 14) * MS_PER_DAY,
      }),
    ),
  );
  const shift: fc.Arbitrary<Shift> = fc.oneof(
    fc.record({
      kind: fc.constant('relative' as const),
      sign: fc.constantFrom(1 as const, -1 as const),
      amount: fc.integer({ min: 0, max: 120 }),
      unit: fc.constantFrom('d' as const, 'w' as const, 'm' as const),
    }),
    fc.record({
      kind: fc.constant('absolute' as const),
      date: fc
        .integer({ min: DEAL_MIN / MS_PER_DAY, max: Date.UTC(2100, 0, 1) / MS_PER_DAY })
        .map((d) => d * MS_PER_DAY),
    }),
  );
  const scheduled = fc
    .record({
      deal: fc
        .record({ start: dealInstant, due: fc.option(dealInstant) })
        .map((fields) => aDeal({ ...fields, end: null })),
      phases: fc.uniqueArray(phase, { selector: (ph) => ph.id, minLength: 1, maxLength: 6 }),
      shift,
    })
    .chain((schedule) =>
      pricingOver(schedule.phases.map((ph) => ph.id)).map((input) => ({ ...schedule, input })),
    );

  /** The phases in the order the deal shows them (by start date), as the pricing answer lists them. */
  const inScheduleOrder = (deal: Deal, phases: readonly Phase[]) =>
    phases
      .map((ph) => datedPhase(ph, deal.start))
      .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
      .map((ph) => ph.id);

  it('a reschedule changes no amount', () => {
    fc.assert(
      fc.property(scheduled, ({ deal, phases, shift: s, input }) => {
        const plan = planReschedule({ deal, phases, shift: s });
        // A shift out of the deal date range is refused before pricing is asked anything.
        fc.pre(plan.ok);
        if (!plan.ok) return false;
        const moved = applyReschedulePlan(deal, plan.value, deal.updatedAt + 1);
        const movedById = new Map(plan.value.movedPhases.map((ph) => [ph.id, ph]));
        const movedPhases = phases.map((ph) => movedById.get(ph.id) ?? ph);
        const before = priceDeal({ ...input, phaseIds: inScheduleOrder(deal, phases) });
        const after = priceDeal({ ...input, phaseIds: inScheduleOrder(moved, movedPhases) });
        const byId = (amounts: typeof before.byPhase) =>
          Object.fromEntries(amounts.map((a) => [a.phaseId, [a.cost, a.price]]));
        expect(byId(after.byPhase)).toEqual(byId(before.byPhase));
        expect({ ...after, byPhase: [] }).toEqual({ ...before, byPhase: [] });
        return true;
      }),
      RUNS,
    );
  });
});
