import { aDeal } from '../../testing/deal.mother';
import { toOutboundDeal } from './outbound-deal.mapper';

const APP = 'https://app.example.com/';

describe('toOutboundDeal', () => {
  it('maps a full deal to the SPEC §2.3 representation', () => {
    const deal = aDeal({
      id: 'deal_1',
      spaceId: 'spc_1',
      status: 'approved',
      currency: 'EUR',
      price: 1000.005,
      cost: 600.004,
      targetPrice: 1199.999,
      probability: 0.12345,
      redraftReason: 'price too low',
      closedReason: 'signed',
    });
    expect(toOutboundDeal(deal, APP)).toEqual({
      id: 'deal_1',
      url: 'https://app.example.com/spc_1/deals/deal_1',
      name: 'Acme renewal',
      status: 'approved',
      price: 1000.01,
      cost: 600,
      currency: 'eur',
      margin: 0.4,
      target_price: 1200,
      probability: 0.1235,
      start: '2026-11-23T00:00:00.000Z',
      end: '2026-12-21T00:00:00.000Z',
      due: '2026-12-01T00:00:00.000Z',
      description: 'Three-year renewal',
      redraft_reason: 'price too low',
      closed_reason: 'signed',
      owner: { id: 'usr_1', name: 'Ada Owner' },
    });
  });

  it('rounds margin to 4 places and money to 2, half away from zero', () => {
    const out = toOutboundDeal(aDeal({ price: 3, cost: 1, targetPrice: 1.005 }), APP);
    expect(out.margin).toBe(0.6667);
    expect(out.price).toBe(3);
    expect(out.target_price).toBe(1.01);
  });

  it('keeps a negative margin (a deal sold below cost) and rounds negative money away from zero', () => {
    const out = toOutboundDeal(aDeal({ price: 100, cost: 133.335 }), APP);
    expect(out.margin).toBe(-0.3334);
    expect(out.cost).toBe(133.34);
    expect(toOutboundDeal(aDeal({ price: -1.005, cost: null }), APP).price).toBe(-1.01);
  });

  it('writes dates as ISO 8601 UTC strings with milliseconds', () => {
    const out = toOutboundDeal(aDeal({ start: 0, due: Date.UTC(2026, 2, 29, 1, 30, 15, 7) }), APP);
    expect(out.start).toBe('1970-01-01T00:00:00.000Z');
    expect(out.due).toBe('2026-03-29T01:30:15.007Z');
  });

  it('omits every unset optional field instead of sending null', () => {
    const bare = aDeal({
      price: null,
      cost: null,
      targetPrice: null,
      probability: null,
      start: null,
      end: null,
      due: null,
      description: null,
      redraftReason: null,
      closedReason: null,
      owner: null,
    });
    expect(toOutboundDeal(bare, APP)).toEqual({
      id: bare.id,
      url: 'https://app.example.com/spc_1/deals/deal_1',
      name: bare.name,
      status: bare.status,
      currency: 'eur',
    });
    expect(Object.values(toOutboundDeal(bare, APP))).not.toContain(undefined);
  });

  it('omits the margin when it cannot be computed (price 0 or cost unknown)', () => {
    expect('margin' in toOutboundDeal(aDeal({ price: 0, cost: 10 }), APP)).toBe(false);
    expect('margin' in toOutboundDeal(aDeal({ cost: null }), APP)).toBe(false);
  });

  it('shows redraft_reason and closed_reason only when set', () => {
    const out = toOutboundDeal(aDeal({ redraftReason: null, closedReason: 'budget' }), APP);
    expect('redraft_reason' in out).toBe(false);
    expect(out.closed_reason).toBe('budget');
  });

  it('keeps an empty description: only null means unset', () => {
    expect(toOutboundDeal(aDeal({ description: '' }), APP).description).toBe('');
  });

  it("sends the owner's id and name but never the email", () => {
    expect(toOutboundDeal(aDeal(), APP).owner).toEqual({ id: 'usr_1', name: 'Ada Owner' });
  });
});
