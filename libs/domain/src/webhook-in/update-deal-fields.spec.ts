import {
  appliesField,
  isUpdateDealField,
  unmappedFieldWarnings,
  UPDATE_DEAL_FIELDS,
} from './update-deal-fields';

describe('Update Deal field list', () => {
  it('lists every SPEC §4.5 field except id, which only ever matches', () => {
    expect([...UPDATE_DEAL_FIELDS].sort()).toEqual(
      [
        'closed_reason',
        'due',
        'external_id',
        'name',
        'probability',
        'redraft_reason',
        'start',
        'status',
        'target_margin',
        'target_price',
      ].sort(),
    );
    expect(isUpdateDealField('id')).toBe(false);
    expect(isUpdateDealField('status')).toBe(true);
    expect(isUpdateDealField(7)).toBe(false);
  });

  it('applies every field when the list is missing or empty', () => {
    expect(UPDATE_DEAL_FIELDS.every((field) => appliesField(undefined, field))).toBe(true);
    expect(UPDATE_DEAL_FIELDS.every((field) => appliesField([], field))).toBe(true);
  });

  it('applies only the listed fields otherwise', () => {
    expect(appliesField(['status'], 'status')).toBe(true);
    expect(appliesField(['status'], 'name')).toBe(false);
  });
});

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
