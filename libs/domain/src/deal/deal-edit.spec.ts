import { aDeal, aPinnedPhase, aRelativePhase } from '../testing/deal.mother';
import { DEAL_DATE_MAX_MS } from './deal-date';
import { applyDealEdit, newDraftDeal } from './deal-edit';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('applyDealEdit', () => {
  it('writes the sent fields, clears those sent as null and stamps updatedAt', () => {
    const result = applyDealEdit(
      aDeal(),
      { name: 'Bigger renewal', description: null, currency: 'USD' },
      NOW,
      [],
    );
    expect(result).toEqual({
      ok: true,
      value: {
        changed: true,
        deal: aDeal({ name: 'Bigger renewal', description: null, currency: 'usd', updatedAt: NOW }),
      },
    });
  });

  it('changes nothing, not even updatedAt, when every sent value is the current one', () => {
    const deal = aDeal();
    expect(applyDealEdit(deal, { name: deal.name, price: deal.price, owner: deal.owner }, NOW, [])).toEqual({
      ok: true,
      value: { changed: false, deal },
    });
    expect(applyDealEdit(deal, {}, NOW, [])).toEqual({ ok: true, value: { changed: false, deal } });
  });

  it('sets cost from margin and the resulting price, in whole cents', () => {
    const result = applyDealEdit(aDeal({ price: 1000, cost: 600 }), { price: 999.99, margin: 0.35 }, NOW, []);
    expect(result.ok && result.value.deal.cost).toBe(649.99);
  });

  it('refuses margin together with cost, and margin without a price', () => {
    expect(applyDealEdit(aDeal(), { cost: 10, margin: 0.5 }, NOW, [])).toEqual({
      ok: false,
      error: { kind: 'Validation', issues: [{ path: ['margin'], message: 'cannot be sent with cost' }] },
    });
    expect(applyDealEdit(aDeal({ price: null }), { margin: 0.5 }, NOW, [])).toEqual({
      ok: false,
      error: { kind: 'Validation', issues: [{ path: ['margin'], message: 'needs a price' }] },
    });
  });

  it('clears cost when margin is sent as null', () => {
    const result = applyDealEdit(aDeal(), { margin: null }, NOW, []);
    expect(result.ok && result.value.deal.cost).toBeNull();
  });

  it('refuses an end before the start, whichever of the two is being changed', () => {
    const deal = aDeal({ start: Date.UTC(2026, 10, 23), end: Date.UTC(2026, 11, 21) });
    const issue = { kind: 'Validation', issues: [{ path: ['end'], message: 'must not be before start' }] };
    expect(applyDealEdit(deal, { end: Date.UTC(2026, 10, 1) }, NOW, [])).toEqual({ ok: false, error: issue });
    expect(applyDealEdit(deal, { start: Date.UTC(2027, 0, 4) }, NOW, [])).toEqual({
      ok: false,
      error: issue,
    });
    expect(applyDealEdit(deal, { start: null }, NOW, []).ok).toBe(true);
  });

  it('refuses every edit of a pending deal (read-only)', () => {
    expect(applyDealEdit(aDeal({ status: 'pending' }), { name: 'x' }, NOW, [])).toEqual({
      ok: false,
      error: { kind: 'DealPending' },
    });
  });

  it('lets an archived deal only be unarchived', () => {
    const archived = aDeal({ archived: true });
    expect(applyDealEdit(archived, { name: 'x' }, NOW, [])).toEqual({
      ok: false,
      error: { kind: 'DealArchived' },
    });
    const result = applyDealEdit(archived, { archived: false, name: 'x' }, NOW, []);
    expect(result.ok && result.value.deal).toEqual(aDeal({ archived: false, name: 'x', updatedAt: NOW }));
  });

  it('refuses a start that would carry a relative phase outside the deal date range, naming start', () => {
    const YEAR = 365 * 86_400_000;
    const late = aRelativePhase({
      id: 'ph_late',
      name: 'Late',
      startOffset: 7000 * YEAR,
      endOffset: 7001 * YEAR,
    });
    const deal = aDeal({ end: null, due: null });
    const issue = {
      path: ['start'],
      message: 'would move the phase "Late" (ph_late) outside 1970-01-01 to 9999-12-31',
    };
    expect(applyDealEdit(deal, { start: Date.UTC(5000, 0, 1) }, NOW, [late])).toEqual({
      ok: false,
      error: { kind: 'Validation', issues: [issue] },
    });
    // From no start too: the phase gets dates again.
    expect(
      applyDealEdit(aDeal({ start: null, end: null, due: null }), { start: Date.UTC(5000, 0, 1) }, NOW, [
        late,
      ]).ok,
    ).toBe(false);
    // Where it still fits, and when the start is cleared (a relative phase then has no dates).
    expect(applyDealEdit(deal, { start: Date.UTC(2900, 0, 1) }, NOW, [late]).ok).toBe(true);
    expect(applyDealEdit(deal, { start: null }, NOW, [late]).ok).toBe(true);
    // Pinned phases do not follow the start; an edit that keeps the start moves no phase.
    const pinned = aPinnedPhase({ start: DEAL_DATE_MAX_MS, end: DEAL_DATE_MAX_MS });
    expect(applyDealEdit(deal, { start: Date.UTC(5000, 0, 1) }, NOW, [pinned]).ok).toBe(true);
    expect(applyDealEdit({ ...deal, start: Date.UTC(5000, 0, 1) }, { name: 'x' }, NOW, [late]).ok).toBe(true);
  });

  it('changes the owner by id', () => {
    const owner = { id: 'usr_2', name: 'Bo', email: 'bo@example.test' };
    const result = applyDealEdit(aDeal(), { owner }, NOW, []);
    expect(result.ok && result.value).toEqual({ changed: true, deal: aDeal({ owner, updatedAt: NOW }) });
  });
});

describe('newDraftDeal', () => {
  it('is a draft with nothing set but its identity, in a lower-case currency', () => {
    const deal = newDraftDeal({ id: 'deal_9', spaceId: 'spc_9', name: 'New', currency: 'EUR', now: NOW });
    expect(deal).toMatchObject({
      status: 'draft',
      currency: 'eur',
      price: null,
      owner: null,
      archived: false,
    });
    expect(deal.createdAt).toBe(NOW);
    expect(deal.updatedAt).toBe(NOW);
  });
});
