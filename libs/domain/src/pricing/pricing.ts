import { divideRounded } from './decimal';

/**
 * A deal's price from its estimates: pure arithmetic on integers (docs/pricing.md). Money is in
 * minor units (hundredths of the currency unit), quantities in hundredths of the role's unit,
 * contingency, discount and margin in basis points (ten-thousandths). Inputs are `number`s that the
 * request rules keep within safe integers; every product and sum is a bigint, so nothing is lost to
 * a binary fraction and nothing overflows.
 */

/** A role's rates on a rate card (and in a deal's copy of it), in minor units per unit of the role. */
export interface RoleRate {
  readonly roleId: string;
  readonly costRate: number;
  readonly priceRate: number;
}

/** An estimate of effort: `quantity` hundredths of the role's unit (hours or days), priced at the role's rates. */
export interface EffortLine {
  readonly kind: 'effort';
  readonly id: string;
  readonly phaseId: string;
  readonly roleId: string;
  readonly quantity: number;
}

/** A fixed amount (a licence, travel): price and cost in minor units, no contingency. */
export interface FixedLine {
  readonly kind: 'fixed';
  readonly id: string;
  readonly phaseId: string;
  readonly fixedPrice: number;
  readonly fixedCost: number;
}

export type PricingLine = EffortLine | FixedLine;

export interface PricingInput<L extends PricingLine = PricingLine> {
  /** The deal's phases in schedule order: `byPhase` lists each, with or without lines. */
  readonly phaseIds: readonly string[];
  /** The rates the deal prices with (its copy of the card's). */
  readonly rates: readonly RoleRate[];
  /** Added to effort: 0..10000 basis points. */
  readonly contingency: number;
  /** Taken off the subtotal: 0..10000 basis points. */
  readonly discount: number;
  readonly lines: readonly L[];
}

export interface PricedLine<L extends PricingLine = PricingLine> {
  readonly line: L;
  /** The rates an effort line was priced at; null for a fixed line. */
  readonly costRate: number | null;
  readonly priceRate: number | null;
  readonly cost: bigint;
  readonly price: bigint;
}

export interface PhaseAmount {
  readonly phaseId: string;
  readonly cost: bigint;
  readonly price: bigint;
}

/** A role's lines summed; `roleId` and `quantity` are null for the fixed lines, summed as one. */
export interface RoleAmount {
  readonly roleId: string | null;
  readonly quantity: bigint | null;
  readonly cost: bigint;
  readonly price: bigint;
}

export interface DealPrice<L extends PricingLine = PricingLine> {
  readonly lines: readonly PricedLine<L>[];
  readonly byPhase: readonly PhaseAmount[];
  readonly byRole: readonly RoleAmount[];
  /** The sum of the lines' prices, before the discount. */
  readonly subtotal: bigint;
  readonly discountAmount: bigint;
  /** The sum of the lines' costs (a discount lowers the price, not the cost). */
  readonly cost: bigint;
  /** subtotal − discountAmount. */
  readonly price: bigint;
  /** (price − cost) / price in basis points, rounded half away from zero; null when price is 0. */
  readonly margin: bigint | null;
}

export const BASIS_POINTS = 10_000;
const BP = BigInt(BASIS_POINTS);
/** quantity (÷100) × (1 + contingency) (÷10^4) × rate: the divisor that brings it back to minor units. */
const EFFORT_DIVISOR = 100n * BP;

/** A role of an effort line is missing from the rates: the use cases refuse this before pricing. */
export class MissingRateError extends Error {
  constructor(readonly roleId: string) {
    super(`no rate for role ${roleId}`);
  }
}

/** One effort line's amount: quantity × (1 + contingency) × rate, rounded half-up to a minor unit. */
export function effortAmount(quantity: number, contingency: number, rate: number): bigint {
  return divideRounded(BigInt(quantity) * (BP + BigInt(contingency)) * BigInt(rate), EFFORT_DIVISOR);
}

/** The discount taken off a subtotal, rounded half-up once, to a minor unit. */
export function discountAmount(subtotal: bigint, discount: number): bigint {
  return divideRounded(subtotal * BigInt(discount), BP);
}

/** (price − cost) / price in basis points; null when the price is 0. */
export function marginOf(price: bigint, cost: bigint): bigint | null {
  return price === 0n ? null : divideRounded((price - cost) * BP, price);
}

/** A deal's totals: what its lines sum to, and what the discount and the margin make of that. */
export type DealTotals = Pick<DealPrice, 'subtotal' | 'discountAmount' | 'cost' | 'price' | 'margin'>;

/**
 * The totals of lines whose prices sum to `subtotal` and costs to `cost`: the discount comes off
 * the subtotal once, rounded. `priceDeal` ends here, and so does a deal priced from the amounts its
 * lines keep (line-totals.ts), so the two cannot disagree on how a sum becomes a price.
 */
export function dealTotals(subtotal: bigint, cost: bigint, discount: number): DealTotals {
  const discounted = discountAmount(subtotal, discount);
  const price = subtotal - discounted;
  return { subtotal, discountAmount: discounted, cost, price, margin: marginOf(price, cost) };
}

/** A role's rates as bigints, converted once per pricing rather than once per line. */
interface BigRate {
  readonly rate: RoleRate;
  readonly cost: bigint;
  readonly price: bigint;
}

const HALF_EFFORT_DIVISOR = EFFORT_DIVISOR / 2n;

const bigRate = (rate: RoleRate): BigRate => ({
  rate,
  cost: BigInt(rate.costRate),
  price: BigInt(rate.priceRate),
});

/**
 * One line's amounts, `factor` being 10^4 + contingency: `priceDeal` prices each of its lines here,
 * and `priceLine` a line alone. An effort line is `effort × rate` with `effort = quantity × factor`
 * computed once for its cost and its price; both are non-negative, so half-up is `(x + D/2) / D`
 * (the same as `effortAmount`).
 */
function pricedWith<L extends PricingLine>(
  line: L,
  rate: BigRate | undefined,
  factor: bigint,
): PricedLine<L> {
  const plain: PricingLine = line;
  if (plain.kind === 'fixed') {
    return {
      line,
      costRate: null,
      priceRate: null,
      cost: BigInt(plain.fixedCost),
      price: BigInt(plain.fixedPrice),
    };
  }
  if (!rate) throw new MissingRateError(plain.roleId);
  const effort = BigInt(plain.quantity) * factor;
  return {
    line,
    costRate: rate.rate.costRate,
    priceRate: rate.rate.priceRate,
    cost: (effort * rate.cost + HALF_EFFORT_DIVISOR) / EFFORT_DIVISOR,
    price: (effort * rate.price + HALF_EFFORT_DIVISOR) / EFFORT_DIVISOR,
  };
}

/**
 * One line priced on its own, exactly as `priceDeal` prices it among the deal's lines (the same
 * function): what a new line on a draft deal adds to the sums its lines keep (line-totals.ts).
 */
export function priceLine<L extends PricingLine>(
  line: L,
  rates: readonly RoleRate[],
  contingency: number,
): PricedLine<L> {
  const plain: PricingLine = line;
  // The last rate of the role, as `priceDeal`'s map keeps it (a rate card names each role once).
  const rate = plain.kind === 'effort' ? rates.findLast((each) => each.roleId === plain.roleId) : undefined;
  return pricedWith(line, rate && bigRate(rate), BP + BigInt(contingency));
}

/** Prices every line (`pricedWith`), then sums them by phase, by role and in all. */
export function priceDeal<L extends PricingLine>(input: PricingInput<L>): DealPrice<L> {
  const rateOf = new Map<string, BigRate>(input.rates.map((rate) => [rate.roleId, bigRate(rate)]));
  const factor = BP + BigInt(input.contingency);
  const byPhase = new Map<string, { cost: bigint; price: bigint }>(
    input.phaseIds.map((id) => [id, { cost: 0n, price: 0n }]),
  );
  const byRole = new Map<string | null, { quantity: bigint | null; cost: bigint; price: bigint }>();
  const lines: PricedLine<L>[] = [];
  let subtotal = 0n;
  let cost = 0n;
  for (const line of input.lines) {
    const plain: PricingLine = line;
    const roleId = plain.kind === 'effort' ? plain.roleId : null;
    const priced = pricedWith(line, roleId === null ? undefined : rateOf.get(roleId), factor);
    let role = byRole.get(roleId);
    if (!role) byRole.set(roleId, (role = { quantity: roleId === null ? null : 0n, cost: 0n, price: 0n }));
    if (plain.kind === 'effort') role.quantity = (role.quantity ?? 0n) + BigInt(plain.quantity);
    lines.push(priced);
    subtotal += priced.price;
    cost += priced.cost;
    role.cost += priced.cost;
    role.price += priced.price;
    let phase = byPhase.get(plain.phaseId);
    if (!phase) byPhase.set(plain.phaseId, (phase = { cost: 0n, price: 0n }));
    phase.cost += priced.cost;
    phase.price += priced.price;
  }
  return {
    lines,
    byPhase: [...byPhase].map(([phaseId, amount]) => ({ phaseId, ...amount })),
    // The roles in the rates' order, then the fixed lines: only those with a line.
    byRole: [...input.rates.map((rate) => rate.roleId), null].flatMap((roleId) => {
      const amount = byRole.get(roleId);
      return amount ? [{ roleId, ...amount }] : [];
    }),
    ...dealTotals(subtotal, cost, input.discount),
  };
}

/** The deal's targets, as the deal stores them (its currency, and a 0..1 fraction). */
export interface PricingTargets {
  /** Minor units, or null when the deal has no target price. */
  readonly targetPrice: bigint | null;
  /** Basis points, or null when the deal has no target margin. */
  readonly targetMargin: bigint | null;
}

/** How far the price and margin are from the targets: positive is above; null without a target (or a margin). */
export interface PricingVariance {
  readonly price: bigint | null;
  readonly margin: bigint | null;
}

export function pricingVariance(
  price: Pick<DealPrice, 'price' | 'margin'>,
  targets: PricingTargets,
): PricingVariance {
  return {
    price: targets.targetPrice === null ? null : price.price - targets.targetPrice,
    margin:
      targets.targetMargin === null || price.margin === null ? null : price.margin - targets.targetMargin,
  };
}

/** An effort line's exact amount is `quantity × (10^4 + contingency) × rate / EFFORT_DENOMINATOR` minor units. */
export const EFFORT_DENOMINATOR = EFFORT_DIVISOR;
