import { aDeal } from '../testing/deal.mother';
import { DEAL_STATUSES } from './deal-status';
import { checkEditable } from './deal-editability';

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
