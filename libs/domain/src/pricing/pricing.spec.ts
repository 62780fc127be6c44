import {
  discountAmount,
  effortAmount,
  marginOf,
  MissingRateError,
  priceDeal,
  priceLine,
  pricingVariance,
} from './pricing';
import type { PricingInput } from './pricing';

const rates = [
  { roleId: 'rol_dev', costRate: 6250, priceRate: 11000 },
  { roleId: 'rol_pm', costRate: 48000, priceRate: 85000 },
];

describe('pricing arithmetic', () => {
  it('prices an effort line as quantity × (1 + contingency) × rate, half-up to a cent', () => {
    // 1.5 h × 1.1 × 0.33 = 0.5445 → 0.54; × 1.15 = 0.569250 → 0.57
    expect(effortAmount(150, 1000, 33)).toBe(54n);
    expect(effortAmount(150, 1500, 33)).toBe(57n);
    // exactly half a cent rounds up: 0.5 h × 0.01 = 0.005 → 0.01
    expect(effortAmount(50, 0, 1)).toBe(1n);
    expect(effortAmount(0, 10000, 99999)).toBe(0n);
  });

  it('takes the discount off the total once, half-up', () => {
    expect(discountAmount(10001n, 500)).toBe(500n); // 500.05 → 500
    expect(discountAmount(10010n, 500)).toBe(501n); // 500.5 → 501
    expect(discountAmount(12345n, 0)).toBe(0n);
    expect(discountAmount(12345n, 10000)).toBe(12345n);
  });

  it('gives the margin in basis points, null at a price of 0, negative at a loss', () => {
    expect(marginOf(10000n, 6000n)).toBe(4000n);
    expect(marginOf(30000n, 10000n)).toBe(6667n);
    expect(marginOf(0n, 500n)).toBeNull();
    expect(marginOf(10000n, 12345n)).toBe(-2345n);
    expect(marginOf(30000n, 50000n)).toBe(-6667n);
  });

  it('sums lines by phase (every phase, in order) and by role (the rates’ order, fixed lines last)', () => {
    const input: PricingInput = {
      phaseIds: ['ph_a', 'ph_b', 'ph_empty'],
      rates,
      contingency: 1000,
      discount: 1000,
      lines: [
        { kind: 'fixed', id: 'est_1', phaseId: 'ph_a', fixedPrice: 50000, fixedCost: 20000 },
        { kind: 'effort', id: 'est_2', phaseId: 'ph_b', roleId: 'rol_pm', quantity: 200 },
        { kind: 'effort', id: 'est_3', phaseId: 'ph_a', roleId: 'rol_dev', quantity: 1025 },
      ],
    };
    const priced = priceDeal(input);
    // pm: 2 d × 1.1 × 850 = 1870.00 / 480 → 1056.00; dev: 10.25 h × 1.1 × 110 = 1240.25 / 62.5 → 704.6875 → 704.69
    expect(priced.lines.map((line) => [line.line.id, line.price, line.cost])).toEqual([
      ['est_1', 50000n, 20000n],
      ['est_2', 187000n, 105600n],
      ['est_3', 124025n, 70469n],
    ]);
    expect(priced.byPhase).toEqual([
      { phaseId: 'ph_a', cost: 90469n, price: 174025n },
      { phaseId: 'ph_b', cost: 105600n, price: 187000n },
      { phaseId: 'ph_empty', cost: 0n, price: 0n },
    ]);
    expect(priced.byRole).toEqual([
      { roleId: 'rol_dev', quantity: 1025n, cost: 70469n, price: 124025n },
      { roleId: 'rol_pm', quantity: 200n, cost: 105600n, price: 187000n },
      { roleId: null, quantity: null, cost: 20000n, price: 50000n },
    ]);
    expect(priced.subtotal).toBe(361025n);
    expect(priced.discountAmount).toBe(36103n); // 361.025 → 361.03
    expect(priced.price).toBe(324922n);
    expect(priced.cost).toBe(196069n);
    expect(priced.margin).toBe(3966n); // 128853 / 324922 = 0.39656…
  });

  it('prices a deal without lines at 0, with no margin', () => {
    const priced = priceDeal({ phaseIds: ['ph_a'], rates, contingency: 0, discount: 500, lines: [] });
    expect(priced).toMatchObject({
      subtotal: 0n,
      discountAmount: 0n,
      cost: 0n,
      price: 0n,
      margin: null,
      byRole: [],
    });
    expect(priced.byPhase).toEqual([{ phaseId: 'ph_a', cost: 0n, price: 0n }]);
  });

  it('refuses a line whose role has no rate, among others or alone', () => {
    const line = { kind: 'effort', id: 'est_1', phaseId: 'ph_a', roleId: 'rol_gone', quantity: 100 } as const;
    expect(() =>
      priceDeal({ phaseIds: ['ph_a'], rates, contingency: 0, discount: 0, lines: [line] }),
    ).toThrow(new MissingRateError('rol_gone'));
    expect(() => priceLine(line, rates, 0)).toThrow(new MissingRateError('rol_gone'));
  });

  it('compares the price and margin with the targets', () => {
    expect(
      pricingVariance({ price: 324922n, margin: 3966n }, { targetPrice: 300000n, targetMargin: 4000n }),
    ).toEqual({
      price: 24922n,
      margin: -34n,
    });
    expect(pricingVariance({ price: 0n, margin: null }, { targetPrice: null, targetMargin: 4000n })).toEqual({
      price: null,
      margin: null,
    });
  });
});
