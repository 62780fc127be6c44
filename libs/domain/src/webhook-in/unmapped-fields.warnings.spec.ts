import { unmappedFieldWarnings } from './unmapped-fields.warnings';

describe('unmappedFieldWarnings', () => {
  it('names every sent field the action does not map, in the documented order', () => {
    expect(
      unmappedFieldWarnings({ id: 'deal_1', status: 'approved', name: 'x', probability: 0.5 }, ['name']),
    ).toEqual([
      'status is not mapped by the Update Deal action, so it is ignored',
      'probability is not mapped by the Update Deal action, so it is ignored',
    ]);
  });

  it('is empty when the action maps every field (no list, or an empty list, maps all)', () => {
    const payload = { id: 'deal_1', status: 'approved' as const, redraft_reason: 'r', external_id: 'e' };
    expect(unmappedFieldWarnings(payload, undefined)).toEqual([]);
    expect(unmappedFieldWarnings(payload, [])).toEqual([]);
    expect(unmappedFieldWarnings(payload, ['status', 'redraft_reason', 'external_id'])).toEqual([]);
  });

  it('never warns about id, nor about an external_id that only matches', () => {
    expect(unmappedFieldWarnings({ id: 'deal_1' }, ['name'])).toEqual([]);
    expect(unmappedFieldWarnings({ external_id: 'ext-1', name: 'n' }, ['name'])).toEqual([]);
    expect(unmappedFieldWarnings({ id: 'deal_1', external_id: 'ext-1' }, ['name'])).toEqual([
      'external_id is not mapped by the Update Deal action, so it is ignored',
    ]);
  });
});
