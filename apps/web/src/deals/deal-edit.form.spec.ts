import { aDeal } from '../../../../libs/domain/src/testing/deal.mother';
import { FormFields } from '../form-fields';
import { dealEditValuesOf, dealPatchFrom } from './deal-edit.form';
import { newPhaseFrom, phasePatchFrom } from './phase.form';

const deal = aDeal({ probability: 0.07, targetMargin: 0.45, start: Date.UTC(2026, 10, 23, 9) });
const filled = (changes: Record<string, string> = {}) =>
  new FormFields({ ...dealEditValuesOf(deal), ...changes });

describe('the Edit deal form', () => {
  it('shows ratios as percentages and dates as their UTC day', () => {
    expect(dealEditValuesOf(deal)).toMatchObject({
      probability: '7',
      target_margin: '45',
      start: '2026-11-23',
    });
  });

  it('sends only what was changed: the form as shown is an empty edit, and the 09:00 start stays', () => {
    expect(dealPatchFrom(filled(), deal).request).toEqual({ fields: {} });
    expect(dealPatchFrom(filled({ probability: '12.5', account: '' }), deal).request).toEqual({
      fields: { probability: 0.125, account: null },
    });
  });

  it('names each field it cannot read, and the domain names the rest', () => {
    const { issues, request } = dealPatchFrom(
      filled({ price: '1,5', target_margin: '101', end: 'soon', name: '' }),
      deal,
    );
    expect(request).toBeNull();
    expect(issues).toEqual([
      { path: ['price'], message: 'must be an amount like 1250.50' },
      { path: ['target_margin'], message: 'must be a percentage from 0 to 100, like 45' },
      { path: ['end'], message: 'must be a date YYYY-MM-DD' },
      { path: ['name'], message: 'must not be blank' },
    ]);
  });
});

describe('the phase forms', () => {
  const phase = {
    id: 'ph_1',
    dealId: 'deal_1',
    name: 'Build',
    pinned: false,
    start: Date.UTC(2026, 10, 30, 9),
    end: Date.UTC(2026, 11, 7, 9),
  };

  it('a new phase needs every field; the schedule picks pinned or relative', () => {
    const form = new FormFields({
      name: 'Build',
      start: '2026-11-30',
      end: '2026-12-07',
      schedule: 'relative',
    });
    expect(newPhaseFrom(form).request).toEqual({
      name: 'Build',
      start: Date.UTC(2026, 10, 30),
      end: Date.UTC(2026, 11, 7),
      pinned: false,
    });
    expect(newPhaseFrom(new FormFields({ name: 'Build', start: '', end: '2026-12-07' })).issues).toEqual([
      { path: ['start'], message: 'must be a date YYYY-MM-DD' },
    ]);
  });

  it('an edit sends only what changed, so renaming keeps a relative phase off midnight', () => {
    const form = new FormFields({
      name: 'Build and test',
      start: '2026-11-30',
      end: '2026-12-07',
      schedule: 'relative',
    });
    expect(phasePatchFrom(form, phase).request).toEqual({ name: 'Build and test' });
  });
});
