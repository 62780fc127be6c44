import fc from 'fast-check';
import { DEAL_STATUSES } from '../../deal/deal-status';
import { aDeal } from '../../testing/deal.mother';
import { toOutboundDeal } from './outbound-deal.mapper';
import { outboundChanges, trackedChanges } from './tracked-changes.diff';

const APP = 'https://app.example.com';

describe('trackedChanges', () => {
  it('reports exactly {status: "draft"} for draft → pending, although pending_at changed too', () => {
    const previous = aDeal({ status: 'draft', pendingAt: null });
    const current = aDeal({
      status: 'pending',
      pendingAt: Date.UTC(2026, 10, 2),
      updatedAt: Date.UTC(2026, 10, 2),
    });
    expect(trackedChanges(previous, current, APP)).toEqual({ status: 'draft' });
  });

  it('gives the previous value of each tracked field, in the outbound representation', () => {
    const previous = aDeal();
    const current = aDeal({
      name: 'Renamed',
      price: 2000,
      cost: 700,
      targetPrice: 2100,
      probability: 0.8,
      start: Date.UTC(2027, 0, 4),
      end: Date.UTC(2027, 1, 1),
      due: Date.UTC(2027, 0, 1),
      description: 'New text',
      owner: { id: 'usr_2', name: 'Bob', email: 'bob@example.test' },
    });
    expect(trackedChanges(previous, current, APP)).toEqual({
      name: 'Acme renewal',
      price: 1000,
      cost: 600,
      margin: 0.4,
      target_price: 1200,
      probability: 0.5,
      start: '2026-11-23T00:00:00.000Z',
      end: '2026-12-21T00:00:00.000Z',
      due: '2026-12-01T00:00:00.000Z',
      description: 'Three-year renewal',
      owner: { id: 'usr_1', name: 'Ada Owner' },
    });
  });

  it('reports null as the previous value of a field that was unset', () => {
    const previous = aDeal({ price: null, owner: null, due: null });
    const current = aDeal({ price: 10, cost: 5 });
    expect(trackedChanges(previous, current, APP)).toEqual({
      price: null,
      cost: 600,
      margin: null,
      owner: null,
      due: null,
    });
  });

  it('reports a field being cleared with its previous value', () => {
    expect(trackedChanges(aDeal(), aDeal({ description: null }), APP)).toEqual({
      description: 'Three-year renewal',
    });
  });

  it('ignores untracked fields: reasons, stage dates, requested_*, account, external id, timestamps', () => {
    const previous = aDeal();
    const current = aDeal({
      redraftReason: 'x',
      closedReason: 'y',
      approvedAt: 1,
      closedAt: 2,
      requestedByEmail: 'a@example.test',
      account: 'Other',
      externalId: 'AUD-7',
      archived: true,
      updatedAt: 99,
    });
    expect(trackedChanges(previous, current, APP)).toEqual({});
  });

  it('compares outbound values: a change hidden by rounding or an owner email change is not reported', () => {
    expect(trackedChanges(aDeal({ price: 1000 }), aDeal({ price: 1000.001 }), APP)).toEqual({});
    const owner = { id: 'usr_1', name: 'Ada Owner', email: 'new@example.test' };
    expect(trackedChanges(aDeal(), aDeal({ owner }), APP)).toEqual({});
    expect(trackedChanges(aDeal(), aDeal({ owner: { ...owner, name: 'Ada O.' } }), APP)).toEqual({
      owner: { id: 'usr_1', name: 'Ada Owner' },
    });
  });

  it('is {} for any deal compared with itself', () => {
    const money = fc.option(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { nil: null });
    const date = fc.option(fc.integer({ min: 0, max: 253_402_300_799_999 }), { nil: null });
    const text = fc.option(fc.string(), { nil: null });
    const deal = fc
      .record({
        name: fc.string(),
        status: fc.constantFrom(...DEAL_STATUSES),
        price: money,
        cost: money,
        targetPrice: money,
        probability: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
        start: date,
        end: date,
        due: date,
        description: text,
        owner: fc.option(fc.record({ id: fc.string(), name: fc.string(), email: fc.string() }), {
          nil: null,
        }),
      })
      .map((fields) => aDeal(fields));
    fc.assert(
      fc.property(deal, (d) => {
        expect(trackedChanges(d, { ...d }, APP)).toEqual({});
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe('outboundChanges', () => {
  const money = fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null });
  const date = fc.option(fc.integer({ min: 0, max: 4_102_444_800_000 }), { nil: null });
  const owner = fc.option(
    fc.record({ id: fc.constantFrom('usr_1', 'usr_2'), name: fc.string(), email: fc.string() }),
    { nil: null },
  );
  const deal = fc
    .record({
      name: fc.string({ maxLength: 3 }),
      status: fc.constantFrom(...DEAL_STATUSES),
      price: money,
      cost: money,
      probability: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      start: date,
      due: date,
      description: fc.option(fc.string({ maxLength: 2 }), { nil: null }),
      owner,
    })
    .map((fields) => aDeal(fields));

  it('of two deals in their outbound form is trackedChanges of the deals', () => {
    fc.assert(
      fc.property(deal, deal, (previous, current) => {
        expect(outboundChanges(toOutboundDeal(previous, APP), toOutboundDeal(current, APP))).toEqual(
          trackedChanges(previous, current, APP),
        );
      }),
      { seed: 14, numRuns: 300 },
    );
  });
});
