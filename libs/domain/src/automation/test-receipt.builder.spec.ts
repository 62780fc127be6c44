import type { Condition } from './condition';
import { aDeal } from '../testing/deal.mother';
import { buildTestReceipt, TEST_RECEIPT_WARNINGS } from './test-receipt.builder';

describe('buildTestReceipt', () => {
  const deal = aDeal({ id: 'deal_1', status: 'pending' });

  it('shows the matched deal and the changes that would apply, with no warning', () => {
    const receipt = buildTestReceipt({
      payload: { id: 'deal_1', status: 'approved' },
      deal,
      hasUpdateDealAction: true,
    });
    expect(receipt).toEqual({
      received: true,
      conditions: [],
      deal_matched: true,
      deal_id: 'deal_1',
      would_apply: true,
      changes: { status: { from: 'pending', to: 'approved' } },
      warnings: [],
    });
  });

  it('honours the action field list', () => {
    const payload = { id: 'deal_1', status: 'approved', name: 'New' } as const;
    const receipt = buildTestReceipt({ payload, deal, hasUpdateDealAction: true, appliedFields: ['name'] });
    expect(receipt.changes).toEqual({ name: { from: 'Acme renewal', to: 'New' } });
  });

  it('warns when no Update Deal action is mapped, and then nothing would change', () => {
    const receipt = buildTestReceipt({
      payload: { id: 'deal_1', status: 'approved' },
      deal,
      hasUpdateDealAction: false,
    });
    expect(receipt).toEqual({
      received: true,
      conditions: [],
      deal_matched: true,
      deal_id: 'deal_1',
      would_apply: false,
      changes: {},
      warnings: ['no Update Deal action is mapped'],
    });
  });

  it('warns when the id matches no deal', () => {
    const receipt = buildTestReceipt({
      payload: { id: 'deal_x', external_id: 'AUD-7' },
      deal: null,
      hasUpdateDealAction: true,
    });
    expect(receipt).toEqual({
      received: true,
      conditions: [],
      deal_matched: false,
      deal_id: null,
      would_apply: false,
      changes: {},
      warnings: ['the id matches no deal'],
    });
  });

  it('warns when the external_id matches no deal', () => {
    const receipt = buildTestReceipt({
      payload: { external_id: 'AUD-7' },
      deal: null,
      hasUpdateDealAction: true,
    });
    expect(receipt.warnings).toEqual([TEST_RECEIPT_WARNINGS.externalIdMatchesNoDeal]);
    expect(TEST_RECEIPT_WARNINGS.externalIdMatchesNoDeal).toBe('the external_id matches no deal');
  });

  it('warns when the payload identifies no deal at all', () => {
    const receipt = buildTestReceipt({
      payload: { status: 'approved' },
      deal: null,
      hasUpdateDealAction: true,
    });
    expect(receipt.warnings).toEqual(['the payload has neither id nor external_id, so it matches no deal']);
  });

  it('reports both setup mistakes at once', () => {
    const receipt = buildTestReceipt({ payload: { id: 'deal_x' }, deal: null, hasUpdateDealAction: false });
    expect(receipt.warnings).toEqual(['no Update Deal action is mapped', 'the id matches no deal']);
  });

  it('lists each condition with whether it held, and would apply nothing when one does not', () => {
    const conditions: Condition[] = [
      { field: 'payload.status', op: 'equals', value: 'approved' },
      { field: 'deal.status', op: 'equals', value: 'approved' },
    ];
    const receipt = buildTestReceipt({
      payload: { id: 'deal_1', status: 'approved' },
      deal,
      hasUpdateDealAction: true,
      conditions,
    });
    expect(receipt).toMatchObject({
      conditions: [
        { condition: conditions[0], matched: true },
        { condition: conditions[1], matched: false },
      ],
      deal_matched: true,
      would_apply: false,
      changes: {},
    });
    const holding = buildTestReceipt({
      payload: { id: 'deal_1', status: 'approved' },
      deal,
      hasUpdateDealAction: true,
      conditions: [conditions[0] as Condition],
    });
    expect(holding).toMatchObject({
      would_apply: true,
      changes: { status: { from: 'pending', to: 'approved' } },
    });
  });
});
