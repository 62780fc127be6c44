import { planDealMatch } from './deal-match.plan';

describe('planDealMatch', () => {
  it('matches on id when only id is sent', () => {
    expect(planDealMatch({ id: 'deal_1' })).toEqual({ by: 'id', id: 'deal_1', saveExternalId: null });
  });

  it('matches on external_id when no id is sent', () => {
    expect(planDealMatch({ external_id: 'AUD-7' })).toEqual({ by: 'external_id', externalId: 'AUD-7' });
  });

  it('matches on id when both are sent, and saves external_id onto that deal', () => {
    expect(planDealMatch({ id: 'deal_1', external_id: 'AUD-7' })).toEqual({
      by: 'id',
      id: 'deal_1',
      saveExternalId: 'AUD-7',
    });
  });

  it('has no fallback to external_id: an id that matches no deal matches nothing', () => {
    // The plan names one lookup only; there is no second strategy for the application to try.
    const plan = planDealMatch({ id: 'deal_missing', external_id: 'AUD-7' });
    expect(plan.by).toBe('id');
    expect(Object.keys(plan).sort()).toEqual(['by', 'id', 'saveExternalId']);
  });

  it('plans nothing when neither is sent: the endpoint never creates a deal', () => {
    expect(planDealMatch({})).toEqual({ by: 'none' });
  });
});
