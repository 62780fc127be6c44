import type { Phase } from '../deal/phase';
import { aDeal, aRelativePhase } from '../testing/deal.mother';
import { applyIncomingChangeSet } from './incoming-change.apply';
import { incomingChanges } from './incoming-changes.mapper';
import type { IncomingPayload } from './incoming-payload';

const NOW = Date.UTC(2026, 10, 22, 9);
const apply = (deal = aDeal(), payload: IncomingPayload, phases: readonly Phase[] = []) =>
  applyIncomingChangeSet(deal, incomingChanges(deal, payload), NOW, phases);

describe('applyIncomingChangeSet', () => {
  it('approves a pending deal and records the approved stage date', () => {
    const result = apply(aDeal({ status: 'pending', pendingAt: NOW - 1000 }), { status: 'approved' });
    expect(result).toEqual({
      ok: true,
      value: {
        changed: true,
        deal: aDeal({ status: 'approved', pendingAt: NOW - 1000, approvedAt: NOW, updatedAt: NOW }),
      },
    });
  });

  it('sends a pending deal back to draft with its redraft reason, clearing later stage dates', () => {
    const result = apply(aDeal({ status: 'pending', pendingAt: NOW - 1000 }), {
      status: 'draft',
      redraft_reason: 'Margin below target',
    });
    expect(result.ok && result.value.deal).toMatchObject({
      status: 'draft',
      pendingAt: null,
      redraftReason: 'Margin below target',
      updatedAt: NOW,
    });
  });

  it('moves from any status to any status (the webhook rule), with closed_reason for a close', () => {
    const result = apply(aDeal({ status: 'draft' }), { status: 'won', closed_reason: 'Signed' });
    expect(result.ok && result.value.deal).toMatchObject({
      status: 'won',
      closedReason: 'Signed',
      closedAt: NOW,
    });
  });

  it('applies fields after the move, so approval and a new target price arrive together', () => {
    const result = apply(aDeal({ status: 'pending' }), { status: 'approved', target_price: 900 });
    expect(result.ok && result.value.deal).toMatchObject({ status: 'approved', targetPrice: 900 });
  });

  it('keeps a deal that stays pending read-only for its fields', () => {
    expect(apply(aDeal({ status: 'pending' }), { name: 'Renamed' })).toEqual({
      ok: false,
      error: { kind: 'DealPending' },
    });
  });

  it('saves external_id even on a pending deal', () => {
    const result = apply(aDeal({ status: 'pending' }), { id: 'deal_1', external_id: 'AUD-7' });
    expect(result.ok && result.value.deal).toMatchObject({
      status: 'pending',
      externalId: 'AUD-7',
      updatedAt: NOW,
    });
  });

  it('refuses changes to an archived deal', () => {
    expect(apply(aDeal({ archived: true }), { status: 'approved' })).toEqual({
      ok: false,
      error: { kind: 'DealArchived' },
    });
  });

  it('changes nothing when every sent value is the current one', () => {
    const deal = aDeal();
    expect(apply(deal, { status: deal.status, name: deal.name })).toEqual({
      ok: true,
      value: { deal, changed: false },
    });
  });

  it('refuses a start after the end, like the application', () => {
    const deal = aDeal({ start: Date.UTC(2026, 10, 23), end: Date.UTC(2026, 11, 21) });
    expect(apply(deal, { start: Date.UTC(2027, 0, 4) })).toMatchObject({
      ok: false,
      error: { kind: 'Validation' },
    });
  });

  it('refuses a start that would carry a relative phase outside 1970–9999, applying nothing (status neither)', () => {
    const YEAR = 365 * 86_400_000;
    const late = aRelativePhase({
      id: 'ph_late',
      name: 'Late',
      startOffset: 7000 * YEAR,
      endOffset: 7001 * YEAR,
    });
    const deal = aDeal({ end: null, due: null });
    expect(apply(deal, { status: 'won', start: Date.UTC(5000, 0, 1) }, [late])).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [
          {
            path: ['start'],
            message: 'would move the phase "Late" (ph_late) outside 1970-01-01 to 9999-12-31',
          },
        ],
      },
    });
    expect(apply(deal, { start: Date.UTC(2900, 0, 1) }, [late]).ok).toBe(true);
  });
});
