import { parseNewAutomation, RECEIVED_CONDITION_FIELDS } from '@deal/domain';
import { FormFields } from '../form-fields';
import { emptyForm, readForm, type AutomationForm } from './automation-form';
import { formErrors, newAutomationInput } from './automation-input.builder';
import { conditionValueFromText, conditionValueToText } from './condition-value.text';

describe('condition values typed in the form', () => {
  it.each([
    ['price', 'greater', '10000', 10000],
    ['margin', 'equals', '0.25', 0.25],
    ['price', 'equals', 'lots', 'lots'],
    ['due', 'less', '2026-11-23', Date.UTC(2026, 10, 23)],
    ['due', 'less', '2026-11-23T09:30', Date.UTC(2026, 10, 23, 9, 30)],
    ['start', 'equals', '1763800000000', 1763800000000],
    ['owner', 'equals', '', null],
    ['status', 'in', 'won, lost', ['won', 'lost']],
    ['name', 'in', '["Acme, Inc.", "Beta"]', ['Acme, Inc.', 'Beta']],
    ['status', 'changed', '', undefined],
    ['status', 'changed', 'won', 'won'],
    ['status', 'in', ' ', undefined],
    ['payload.due', 'less', '2026-11-23', Date.UTC(2026, 10, 23)],
    ['deal.price', 'greater', '10000', 10000],
    ['payload.status', 'in', 'approved, draft', ['approved', 'draft']],
  ])('%s %s %j → %j', (field, op, text, value) => {
    expect(conditionValueFromText(field, op, text)).toEqual(value);
  });

  it.each([
    ['due', Date.UTC(2026, 10, 23)],
    ['due', Date.UTC(2026, 10, 23, 9, 30, 15, 250)],
    ['price', 12.5],
    ['status', ['won', 'lost']],
    ['name', ['Acme, Inc.', 'Beta']],
    ['owner', null],
  ])('%s %j reads back as it was stored', (field, value) => {
    const op = Array.isArray(value) ? 'in' : 'equals';
    expect(conditionValueFromText(field, op, conditionValueToText(field, value))).toEqual(value);
  });
});

describe("the create form as the domain parser's input", () => {
  const form: AutomationForm = {
    ...emptyForm(),
    name: 'Ask the auditor',
    conditions: [
      { field: 'status', op: 'changed_to', value: 'pending' },
      { field: 'price', op: 'greater', value: '10000' },
    ],
    webhooks: [{ id: '', url: ' https://audit.example.com/hook ', message: '', remove: false }],
  };

  it('builds the body parseNewAutomation reads, and the domain accepts it', () => {
    const { body } = newAutomationInput(form);
    expect(body).toEqual({
      name: 'Ask the auditor',
      enabled: true,
      trigger: {
        type: 'deal_updated',
        conditions: [
          { field: 'status', op: 'changed_to', value: 'pending' },
          { field: 'price', op: 'greater', value: 10000 },
        ],
      },
      actions: [{ type: 'send_webhook', url: 'https://audit.example.com/hook', message: null }],
    });
    expect(parseNewAutomation(body, { allowLoopback: true }).ok).toBe(true);
  });

  it('drops blank rows and keeps the order of the others', () => {
    const fields = new FormFields({
      name: 'x',
      condition_rows: '3',
      c0_field: '',
      c0_op: '',
      c0_value: ' ',
      c1_field: 'status',
      c1_op: 'changed',
      webhook_rows: '70',
      w5_url: 'https://a.example.com/',
    });
    const read = readForm(fields);
    expect(read.conditions).toEqual([{ field: 'status', op: 'changed', value: '' }]);
    expect(read.webhooks).toEqual([{ id: '', url: 'https://a.example.com/', message: '', remove: false }]);
    expect(read.enabled).toBe(false);
  });

  it('puts each domain message next to the control it is about', () => {
    const incoming = { ...form, trigger: 'webhook_received', updateFields: ['status'] };
    const { body, sources } = newAutomationInput(incoming);
    const parsed = parseNewAutomation(body, { allowLoopback: true });
    if (parsed.ok) throw new Error('expected the domain to refuse the pair');
    const errors = formErrors(
      [
        ...parsed.error,
        { path: ['trigger', 'conditions', '1', 'value'], message: 'must be a number' },
        { path: ['actions', '1', 'url'], message: 'must use https' },
        { path: [], message: 'body must be a JSON object' },
      ],
      sources,
    );
    const receivedFields = `must be one of ${RECEIVED_CONDITION_FIELDS.join(', ')}`;
    expect(errors).toEqual({
      c0_field: receivedFields,
      c0_op: 'must be one of equals, in, greater, less',
      c1_field: receivedFields,
      actions: 'a webhook_received automation takes exactly one update_deal action',
      c1_value: 'must be a number',
      w0_url: 'must use https',
      '': 'body must be a JSON object',
    });
  });
});
