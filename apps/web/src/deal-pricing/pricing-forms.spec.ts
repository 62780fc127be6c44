import type { Role } from '@deal/domain';
import { FormFields } from '../form-fields';
import { newRateCardFrom } from '../space-settings/rate-card.form';
import { dealPricingFrom } from './deal-pricing.form';
import { estimateEditFrom, newEstimateFrom } from './estimate.form';
import { fractionOfPercent, marginText, pointsText, signedMoneyText } from './pricing-text';

const role = (id: string): Role => ({
  id,
  spaceId: 'spc_1',
  name: id,
  unit: 'hour',
  archived: false,
  createdAt: 0,
  updatedAt: 0,
});

describe('the pricing forms', () => {
  it('read a percentage as the exact fraction, never through a division', () => {
    expect(fractionOfPercent('15')).toBe(0.15);
    expect(fractionOfPercent('14.35')).toBe(0.1435); // 14.35 / 100 is 0.14350000000000002
    expect(fractionOfPercent('100')).toBe(1);
    for (const bad of ['101', '-5', '1.234', '15%', '']) expect(fractionOfPercent(bad)).toBeNull();
  });

  it('send the rate card with contingency and discount in basis points; empty is 0', () => {
    const form = new FormFields({ rate_card_id: 'rc_1', contingency: '15', discount: '' });
    expect(dealPricingFrom(form).request).toEqual({ rateCardId: 'rc_1', contingency: 1500, discount: 0 });
  });

  it('name each pricing field they cannot read, and the domain names the rest', () => {
    const { request, issues } = dealPricingFrom(new FormFields({ rate_card_id: '', contingency: '150' }));
    expect(request).toBeNull();
    expect(issues.map((issue) => issue.path[0])).toEqual(['contingency', 'rate_card_id']);
  });

  it('send an effort line in hundredths of its unit, and refuse a negative quantity by its field', () => {
    const effort = newEstimateFrom(
      new FormFields({ name: 'API', role_id: 'rol_1', quantity: '120.5' }),
      'effort',
    );
    expect(effort.request).toEqual({ kind: 'effort', name: 'API', roleId: 'rol_1', quantity: 12050 });
    const negative = newEstimateFrom(
      new FormFields({ name: 'API', role_id: 'rol_1', quantity: '-3' }),
      'effort',
    );
    expect(negative.request).toBeNull();
    expect(negative.issues).toEqual([
      { path: ['quantity'], message: 'must be a number like 7.5 (0 or more)' },
    ]);
  });

  it('send a fixed line’s amounts in cents, refusing a third decimal by its field', () => {
    const fixed = newEstimateFrom(
      new FormFields({ name: 'Hosting', fixed_price: '1200', fixed_cost: '800' }),
      'fixed',
    );
    expect(fixed.request).toEqual({ kind: 'fixed', name: 'Hosting', fixedPrice: 120000, fixedCost: 80000 });
    const sharp = newEstimateFrom(
      new FormFields({ name: 'x', fixed_price: '1.005', fixed_cost: '1' }),
      'fixed',
    );
    expect(sharp.issues).toEqual([{ path: ['fixed_price'], message: 'must have at most 2 decimal places' }]);
  });

  it('edit a line with the fields of its own kind only', () => {
    const estimate = {
      kind: 'fixed' as const,
      id: 'est_1',
      dealId: 'deal_1',
      phaseId: 'ph_1',
      name: 'Hosting',
      fixedPrice: 1,
      fixedCost: 1,
    };
    const form = new FormFields({
      name: 'Hosting',
      role_id: 'rol_1',
      quantity: '2',
      fixed_price: '2',
      fixed_cost: '1',
    });
    expect(estimateEditFrom(form, estimate).request).toEqual({
      name: 'Hosting',
      fixedPrice: 200,
      fixedCost: 100,
    });
  });

  it('send a rate card’s rates in the roles’ order and name a refused rate by its role', () => {
    const roles = [role('rol_a'), role('rol_b'), role('rol_c')];
    const made = newRateCardFrom(
      new FormFields({
        name: 'Standard',
        currency: 'USD',
        is_default: 'on',
        'cost_rate.rol_a': '55',
        'price_rate.rol_a': '95',
        'cost_rate.rol_c': '62.5',
        'price_rate.rol_c': '110',
      }),
      roles,
    );
    expect(made.request).toEqual({
      name: 'Standard',
      currency: 'usd',
      isDefault: true,
      rates: [
        { roleId: 'rol_a', costRate: 5500, priceRate: 9500 },
        { roleId: 'rol_c', costRate: 6250, priceRate: 11000 },
      ],
    });
    const refused = newRateCardFrom(
      new FormFields({ name: ' ', currency: 'usd', 'cost_rate.rol_b': '1', 'price_rate.rol_b': '1.001' }),
      roles,
    );
    expect(refused.issues.map((issue) => issue.path[0])).toEqual(['name', 'price_rate.rol_b']);
  });

  it('write margins and their variance in words', () => {
    expect(marginText(3981n)).toBe('39.81%');
    expect(marginText(null)).toBe('—');
    expect(pointsText(-19n)).toBe('−0.19 points');
    expect(pointsText(250n)).toBe('+2.5 points');
    expect(signedMoneyText(187066n, 'usd')).toBe('+US$1,870.66');
    expect(signedMoneyText(-20000n, 'usd')).toBe('−US$200.00');
  });
});
