import { parseConditions } from '@deal/domain';
import { storedConditions } from './stored-conditions';

describe('storedConditions', () => {
  const text =
    '[{"op": "changed_to", "field": "status", "value": "pending"}, {"op": "changed", "field": "price"}]';

  it('is what the domain parser makes of the stored JSON', () => {
    expect(storedConditions('aut_1', 'deal_updated', text)).toEqual(
      (parseConditions(JSON.parse(text)) as { value: unknown }).value,
    );
  });

  it('parses each text once: the same text gives the same frozen conditions, whichever automation', () => {
    const first = storedConditions('aut_1', 'deal_updated', text);
    expect(storedConditions('aut_2', 'deal_updated', text)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.every((condition) => Object.isFrozen(condition))).toBe(true);
  });

  it('gives an edited text its own parse: an edit is never served the old conditions', () => {
    const edited = text.replace('pending', 'won');
    expect(storedConditions('aut_1', 'deal_updated', edited)).toEqual([
      { field: 'status', op: 'changed_to', value: 'won' },
      { field: 'price', op: 'changed' },
    ]);
    expect(storedConditions('aut_1', 'deal_updated', text)[0]).toEqual({
      field: 'status',
      op: 'changed_to',
      value: 'pending',
    });
  });

  it('freezes nested values too', () => {
    const [inList] = storedConditions(
      'aut_3',
      'deal_updated',
      '[{"op": "in", "field": "status", "value": ["won", "lost"]}]',
    );
    expect(Object.isFrozen((inList as { value: unknown }).value)).toBe(true);
  });

  it('fails loudly on a corrupt row, every time it is read', () => {
    const corrupt = '[{"op": "nope", "field": "status"}]';
    expect(() => storedConditions('aut_bad', 'deal_updated', corrupt)).toThrow(
      /Corrupt row: automations.conditions of aut_bad/,
    );
    expect(() => storedConditions('aut_bad', 'deal_updated', corrupt)).toThrow(/Corrupt row/);
  });

  it('reads each text by its trigger’s rules, and keeps the two parses apart', () => {
    const received = '[{"field": "deal.status", "op": "equals", "value": "pending"}]';
    expect(storedConditions('aut_in', 'webhook_received', received)).toEqual([
      { field: 'deal.status', op: 'equals', value: 'pending' },
    ]);
    expect(() => storedConditions('aut_out', 'deal_updated', received)).toThrow(/Corrupt row/);
    const dealChange = '[{"field": "status", "op": "changed"}]';
    expect(storedConditions('aut_out', 'deal_updated', dealChange)).toHaveLength(1);
    expect(() => storedConditions('aut_in', 'webhook_received', dealChange)).toThrow(/Corrupt row/);
  });
});
