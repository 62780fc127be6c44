import { priceDeal, pricingVariance, type PricingInput } from './pricing';

/**
 * The worked example of docs/pricing.md, figure for figure: if this test changes, the document
 * changes with it.
 */
const WORKED_EXAMPLE: PricingInput = {
  phaseIds: ['ph_discovery', 'ph_build'],
  rates: [
    { roleId: 'rol_designer', costRate: 55_00, priceRate: 95_00 }, // per hour
    { roleId: 'rol_developer', costRate: 62_50, priceRate: 110_00 }, // per hour
    { roleId: 'rol_pm', costRate: 480_00, priceRate: 850_00 }, // per day
  ],
  contingency: 1500, // 0.15
  discount: 500, // 0.05
  lines: [
    { kind: 'effort', id: 'est_1', phaseId: 'ph_discovery', roleId: 'rol_designer', quantity: 24_00 },
    { kind: 'effort', id: 'est_2', phaseId: 'ph_discovery', roleId: 'rol_pm', quantity: 3_00 },
    { kind: 'effort', id: 'est_3', phaseId: 'ph_build', roleId: 'rol_developer', quantity: 120_50 },
    { kind: 'effort', id: 'est_4', phaseId: 'ph_build', roleId: 'rol_designer', quantity: 16_25 },
    { kind: 'effort', id: 'est_5', phaseId: 'ph_build', roleId: 'rol_pm', quantity: 10_00 },
    { kind: 'fixed', id: 'est_6', phaseId: 'ph_build', fixedPrice: 1200_00, fixedCost: 800_00 },
  ],
};

describe('the worked example of docs/pricing.md', () => {
  const priced = priceDeal(WORKED_EXAMPLE);

  it('prices each line, half-up to a cent', () => {
    expect(priced.lines.map((line) => [line.line.id, line.cost, line.price])).toEqual([
      ['est_1', 1518_00n, 2622_00n],
      ['est_2', 1656_00n, 2932_50n],
      ['est_3', 8660_94n, 15243_25n],
      ['est_4', 1027_81n, 1775_31n],
      ['est_5', 5520_00n, 9775_00n],
      ['est_6', 800_00n, 1200_00n],
    ]);
  });

  it('sums them by phase and by role', () => {
    expect(priced.byPhase).toEqual([
      { phaseId: 'ph_discovery', cost: 3174_00n, price: 5554_50n },
      { phaseId: 'ph_build', cost: 16008_75n, price: 27993_56n },
    ]);
    expect(priced.byRole).toEqual([
      { roleId: 'rol_designer', quantity: 40_25n, cost: 2545_81n, price: 4397_31n },
      { roleId: 'rol_developer', quantity: 120_50n, cost: 8660_94n, price: 15243_25n },
      { roleId: 'rol_pm', quantity: 13_00n, cost: 7176_00n, price: 12707_50n },
      { roleId: null, quantity: null, cost: 800_00n, price: 1200_00n },
    ]);
  });

  it('takes the discount off the subtotal once and gives the margin and the variance', () => {
    expect(priced).toMatchObject({
      subtotal: 33548_06n,
      discountAmount: 1677_40n,
      price: 31870_66n,
      cost: 19182_75n,
      margin: 3981n,
    });
    expect(pricingVariance(priced, { targetPrice: 30000_00n, targetMargin: 4000n })).toEqual({
      price: 1870_66n,
      margin: -19n,
    });
  });
});
