import { aDeal } from '../testing/deal.mother';
import { DEAL_STATUSES } from './deal-status';
import { checkChangeable, checkEditable } from './deal-editability';

describe('checkEditable', () => {
  it('refuses edits to a pending deal', () => {
    expect(checkEditable(aDeal({ status: 'pending' }))).toEqual({
      ok: false,
      error: { kind: 'DealPending' },
    });
  });

  it.each(DEAL_STATUSES.filter((s) => s !== 'pending'))('allows edits to a %s deal', (status) => {
    expect(checkEditable(aDeal({ status })).ok).toBe(true);
  });
});

describe('checkChangeable', () => {
  it('refuses a pending deal as read-only first, then an archived one, and takes any other', () => {
    expect(checkChangeable(aDeal({ status: 'pending', archived: true }))).toEqual({
      ok: false,
      error: { kind: 'DealPending' },
    });
    expect(checkChangeable(aDeal({ status: 'won', archived: true }))).toEqual({
      ok: false,
      error: { kind: 'DealArchived' },
    });
    expect(checkChangeable(aDeal({ status: 'approved' })).ok).toBe(true);
  });
});
