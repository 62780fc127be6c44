import { appliesField, isUpdateDealField, UPDATE_DEAL_FIELDS } from './update-deal-fields';

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
