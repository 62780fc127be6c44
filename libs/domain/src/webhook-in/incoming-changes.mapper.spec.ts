import { aDeal } from '../testing/deal.mother';
import { incomingChanges } from './incoming-changes.mapper';

const due = Date.UTC(2027, 0, 15);
const start = Date.UTC(2026, 11, 7);

describe('incomingChanges', () => {
  const deal = aDeal({ status: 'pending', externalId: null });

  it('maps every plain field to the deal, with wire names in the receipt', () => {
    const payload = {
      name: 'Acme renewal v2',
      target_price: 1500,
      target_margin: 0.3,
      due,
      start,
      probability: 0.9,
      external_id: 'AUD-7',
    };
    const result = incomingChanges(deal, payload);
    expect(result.fields).toEqual({
      name: 'Acme renewal v2',
      targetPrice: 1500,
      targetMargin: 0.3,
      due,
      start,
      probability: 0.9,
      externalId: 'AUD-7',
    });
    expect(result.changes).toEqual({
      name: { from: 'Acme renewal', to: 'Acme renewal v2' },
      target_price: { from: 1200, to: 1500 },
      target_margin: { from: 0.45, to: 0.3 },
      due: { from: deal.due, to: due },
      start: { from: deal.start, to: start },
      probability: { from: 0.5, to: 0.9 },
      external_id: { from: null, to: 'AUD-7' },
    });
    expect(result.status).toBeNull();
  });

  it('leaves out fields equal to the current value', () => {
    const result = incomingChanges(deal, { name: deal.name, target_price: 1200, probability: 0.9 });
    expect(result.changes).toEqual({ probability: { from: 0.5, to: 0.9 } });
    expect(result.fields).toEqual({ probability: 0.9 });
  });

  it('changes nothing for an empty payload, and id is never a change', () => {
    expect(incomingChanges(deal, { id: 'deal_other' })).toEqual({ changes: {}, status: null, fields: {} });
  });

  it('describes a status move for the status machine (pending → approved)', () => {
    const result = incomingChanges(deal, { status: 'approved' });
    expect(result.status).toEqual({ to: 'approved', reason: null });
    expect(result.changes).toEqual({ status: { from: 'pending', to: 'approved' } });
  });

  it('carries redraft_reason on a move to draft', () => {
    const result = incomingChanges(deal, { status: 'draft', redraft_reason: 'price too low' });
    expect(result.status).toEqual({ to: 'draft', reason: 'price too low' });
    expect(result.changes).toEqual({
      status: { from: 'pending', to: 'draft' },
      redraft_reason: { from: null, to: 'price too low' },
    });
  });

  it.each(['won', 'lost', 'abandoned'] as const)('carries closed_reason on a move to %s', (to) => {
    const result = incomingChanges(deal, { status: to, closed_reason: 'budget', redraft_reason: 'ignored' });
    expect(result.status).toEqual({ to, reason: 'budget' });
    expect(result.changes).toEqual({
      status: { from: 'pending', to },
      closed_reason: { from: null, to: 'budget' },
    });
  });

  it('ignores a reason that does not belong to the target status', () => {
    const result = incomingChanges(deal, { status: 'approved', redraft_reason: 'x', closed_reason: 'y' });
    expect(result.status).toEqual({ to: 'approved', reason: null });
    expect(result.changes).toEqual({ status: { from: 'pending', to: 'approved' } });
  });

  it('ignores a reason sent without a status move, or with the current status', () => {
    expect(incomingChanges(deal, { redraft_reason: 'x', closed_reason: 'y' }).changes).toEqual({});
    const draft = aDeal({ status: 'draft', redraftReason: 'old' });
    expect(incomingChanges(draft, { status: 'draft', redraft_reason: 'new' })).toEqual({
      changes: {},
      status: null,
      fields: {},
    });
  });

  it('carries a reason equal to the current one, without listing it as a change', () => {
    const lost = aDeal({ status: 'approved', closedReason: 'budget' });
    const result = incomingChanges(lost, { status: 'lost', closed_reason: 'budget' });
    expect(result.status).toEqual({ to: 'lost', reason: 'budget' });
    expect(result.changes).toEqual({ status: { from: 'approved', to: 'lost' } });
  });

  describe('with the Update Deal action field list', () => {
    const payload = {
      status: 'draft',
      redraft_reason: 'too cheap',
      name: 'New',
      external_id: 'AUD-7',
    } as const;

    it('applies only the listed fields', () => {
      const result = incomingChanges(deal, payload, ['name']);
      expect(result).toEqual({
        changes: { name: { from: 'Acme renewal', to: 'New' } },
        status: null,
        fields: { name: 'New' },
      });
    });

    it('moves without the reason when redraft_reason is not listed', () => {
      const result = incomingChanges(deal, payload, ['status']);
      expect(result.status).toEqual({ to: 'draft', reason: null });
      expect(result.changes).toEqual({ status: { from: 'pending', to: 'draft' } });
    });

    it('does not save external_id when it is not listed', () => {
      expect(incomingChanges(deal, payload, ['status', 'name']).fields).toEqual({ name: 'New' });
    });

    it('treats an empty list as all fields', () => {
      expect(incomingChanges(deal, payload, [])).toEqual(incomingChanges(deal, payload));
      expect(Object.keys(incomingChanges(deal, payload, []).changes).sort()).toEqual(
        ['external_id', 'name', 'redraft_reason', 'status'].sort(),
      );
    });
  });
});
