import { parseDealPricingRequest } from './deal-pricing.request';
import { parseEstimateEditRequest, parseNewEstimateRequest } from './estimate.request';
import { parseNewRateCardRequest, parseRateCardEditRequest } from './rate-card.request';
import { parseNewRoleRequest, parseRoleEditRequest } from './role.request';

describe('the pricing request bodies', () => {
  it('read a role', () => {
    expect(parseNewRoleRequest({ name: ' Designer ', unit: 'hour' })).toEqual({
      ok: true,
      value: { name: 'Designer', unit: 'hour' },
    });
    expect(parseNewRoleRequest({ name: ' ', unit: 'week' })).toEqual({
      ok: false,
      error: [
        { path: ['name'], message: 'must not be blank' },
        { path: ['unit'], message: 'must be one of the following values: hour, day' },
      ],
    });
    expect(parseRoleEditRequest({ archived: false })).toEqual({ ok: true, value: { archived: false } });
  });

  it('read a rate card, its rates in minor units, and name each bad rate by its place', () => {
    expect(
      parseNewRateCardRequest({
        name: 'Standard',
        currency: 'EUR',
        rates: [{ role_id: 'rol_1', cost_rate: 62.5, price_rate: 110 }],
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Standard',
        currency: 'eur',
        rates: [{ roleId: 'rol_1', costRate: 6250, priceRate: 11000 }],
        isDefault: false,
      },
    });
    expect(
      parseNewRateCardRequest({
        name: 'Standard',
        currency: 'EUR',
        rates: [
          { role_id: 'rol_1', cost_rate: 62.505, price_rate: -1 },
          { role_id: 'rol_1', cost_rate: 1, price_rate: 1, extra: true },
        ],
      }),
    ).toEqual({
      ok: false,
      error: [
        { path: ['rates', '0', 'cost_rate'], message: 'must have at most 2 decimal places' },
        { path: ['rates', '0', 'price_rate'], message: 'must not be less than 0' },
        { path: ['rates', '1', 'extra'], message: 'is not a known field' },
        { path: ['rates', '1', 'role_id'], message: 'is listed twice on the card' },
      ],
    });
    expect(parseNewRateCardRequest({ name: 'x', currency: 'eur', rates: {} })).toEqual({
      ok: false,
      error: [{ path: ['rates'], message: 'must be an array' }],
    });
    expect(parseRateCardEditRequest({ is_default: true })).toEqual({ ok: true, value: { isDefault: true } });
  });

  it('read a deal’s pricing, contingency and discount in basis points, 0 when left out', () => {
    expect(parseDealPricingRequest({ rate_card_id: 'rc_1', contingency: 0.15 })).toEqual({
      ok: true,
      value: { rateCardId: 'rc_1', contingency: 1500, discount: 0 },
    });
    expect(parseDealPricingRequest({ rate_card_id: 'rc_1', contingency: 1.5, discount: 0.12345 })).toEqual({
      ok: false,
      error: [
        { path: ['contingency'], message: 'must not be greater than 1' },
        { path: ['discount'], message: 'must have at most 4 decimal places' },
      ],
    });
  });

  it('read an estimate of either kind, and refuse a mix', () => {
    expect(parseNewEstimateRequest({ name: 'Build', role_id: 'rol_1', quantity: 7.25 })).toEqual({
      ok: true,
      value: { kind: 'effort', name: 'Build', roleId: 'rol_1', quantity: 725 },
    });
    expect(parseNewEstimateRequest({ name: 'Licence', fixed_price: 1200, fixed_cost: 800.5 })).toEqual({
      ok: true,
      value: { kind: 'fixed', name: 'Licence', fixedPrice: 120000, fixedCost: 80050 },
    });
    expect(parseNewEstimateRequest({ name: 'Mixed', quantity: -1, fixed_cost: 1 })).toEqual({
      ok: false,
      error: [
        { path: ['quantity'], message: 'must not be less than 0' },
        { path: ['role_id'], message: 'is required for an effort estimate (role_id and quantity)' },
        { path: ['fixed_cost'], message: 'does not apply to an effort estimate (role_id and quantity)' },
      ],
    });
    expect(parseNewEstimateRequest({ name: 'Nothing' })).toEqual({
      ok: false,
      error: [
        { path: ['fixed_price'], message: 'is required for a fixed estimate (fixed_price and fixed_cost)' },
        { path: ['fixed_cost'], message: 'is required for a fixed estimate (fixed_price and fixed_cost)' },
      ],
    });
    expect(parseEstimateEditRequest({ quantity: 3 })).toEqual({ ok: true, value: { quantity: 300 } });
  });
});
