import fc from 'fast-check';
import { CONDITION_FIELDS, CONDITION_OPS, TRACKED_CONDITION_FIELDS } from './condition';
import { MAX_CONDITIONS, MAX_IN_VALUES, parseConditions } from './condition.parser';

const AT = ['trigger', 'conditions'];
const RUNS = { seed: 20261123, numRuns: 1000 };

describe('parseConditions', () => {
  it('accepts every operator in its documented shape, and returns the conditions as written', () => {
    const conditions = [
      { field: 'status', op: 'changed_to', value: 'pending' },
      { field: 'status', op: 'changed_from', value: 'draft' },
      { field: 'status', op: 'in', value: ['pending', 'approved'] },
      { field: 'price', op: 'greater', value: 10000 },
      { field: 'margin', op: 'less', value: 0.2 },
      { field: 'due', op: 'less', value: Date.UTC(2027, 0, 1) },
      { field: 'owner', op: 'equals', value: 'usr_7' },
      { field: 'description', op: 'equals', value: null },
      { field: 'name', op: 'changed' },
    ];
    expect(parseConditions(conditions, AT)).toEqual({ ok: true, value: conditions });
  });

  it('accepts an empty list (every change matches)', () => {
    expect(parseConditions([], AT)).toEqual({ ok: true, value: [] });
  });

  it('names the offending part of each condition by its path, all at once', () => {
    const result = parseConditions(
      [
        { field: 'status', op: 'becomes', value: 'pending' },
        { field: 'colour', op: 'equals', value: 'red' },
        { op: 'changed' },
        'status changed',
        { field: 'price', op: 'equals', value: 10, unit: 'eur' },
      ],
      AT,
    );
    expect(result).toEqual({
      ok: false,
      error: [
        { path: [...AT, '0', 'op'], message: `must be one of ${CONDITION_OPS.join(', ')}` },
        { path: [...AT, '1', 'field'], message: `must be one of ${CONDITION_FIELDS.join(', ')}` },
        { path: [...AT, '2', 'field'], message: 'is required' },
        { path: [...AT, '3'], message: 'must be an object {field, op, value}' },
        { path: [...AT, '4', 'unit'], message: 'unknown field' },
      ],
    });
  });

  it.each([
    [{ field: 'status', op: 'equals' }, ['value'], 'is required for equals'],
    [{ field: 'status', op: 'changed', value: 'draft' }, ['value'], 'changed takes no value'],
    [{ field: 'status', op: 'equals', value: 'Approved' }, ['value'], /^must be one of draft, pending/],
    [{ field: 'status', op: 'equals', value: null }, ['value'], 'status is always set, so it is never null'],
    [{ field: 'name', op: 'changed_to', value: 42 }, ['value'], 'must be a string'],
    [
      { field: 'price', op: 'equals', value: '100' },
      ['value'],
      'must be a number with at most 2 decimal places',
    ],
    [
      { field: 'price', op: 'equals', value: 10.005 },
      ['value'],
      'must be a number with at most 2 decimal places',
    ],
    [
      { field: 'probability', op: 'equals', value: 0.12345 },
      ['value'],
      'must be a number with at most 4 decimal places',
    ],
    [
      { field: 'start', op: 'equals', value: '2026-11-23' },
      ['value'],
      /^must be an integer epoch-millisecond date/,
    ],
    [{ field: 'start', op: 'greater', value: -1 }, ['value'], /^must be an integer epoch-millisecond date/],
    [{ field: 'owner', op: 'equals', value: '' }, ['value'], "must be the owner's user id"],
    [
      { field: 'actor.type', op: 'equals', value: 'robot' },
      ['value'],
      'must be one of user, space_key, webhook_in, system',
    ],
    [
      { field: 'actor.type', op: 'equals', value: null },
      ['value'],
      'actor.type is always set, so it is never null',
    ],
    [
      { field: 'actor.type', op: 'changed_to', value: 'user' },
      ['op'],
      'changed_to does not apply to actor.type: who made a change does not change',
    ],
    [
      { field: 'actor.id', op: 'changed' },
      ['op'],
      'changed does not apply to actor.id: who made a change does not change',
    ],
    [{ field: 'status', op: 'greater', value: 1 }, ['op'], /^greater applies only to price, cost, margin/],
    [{ field: 'price', op: 'less', value: null }, ['value'], 'must be a number'],
    [{ field: 'price', op: 'in', value: [] }, ['value'], `must be a list of 1 to ${MAX_IN_VALUES} values`],
    [{ field: 'price', op: 'in', value: 5 }, ['value'], `must be a list of 1 to ${MAX_IN_VALUES} values`],
    [{ field: 'status', op: 'in', value: ['draft', 'open'] }, ['value', '1'], /^must be one of draft/],
  ])('refuses %j at %j', (condition, subPath, message) => {
    const result = parseConditions([condition], AT);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toHaveLength(1);
    expect(result.error[0]?.path).toEqual([...AT, '0', ...subPath]);
    expect(result.error[0]?.message).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
  });

  it('takes any finite bound for greater/less, even one with more decimals than the payload shows', () => {
    expect(parseConditions([{ field: 'price', op: 'greater', value: 99.999 }], AT).ok).toBe(true);
  });

  it(`refuses more than ${MAX_CONDITIONS} conditions, and anything that is not a list`, () => {
    const many = Array.from({ length: MAX_CONDITIONS + 1 }, () => ({ field: 'name', op: 'changed' }));
    expect(parseConditions(many, AT)).toEqual({
      ok: false,
      error: [{ path: AT, message: `must have at most ${MAX_CONDITIONS} conditions` }],
    });
    expect(parseConditions({ field: 'name', op: 'changed' }, AT)).toEqual({
      ok: false,
      error: [{ path: AT, message: 'must be a list of conditions' }],
    });
  });

  it('reports a hole in a sparse list like any non-object', () => {
    const sparse: unknown[] = new Array(3);
    sparse[0] = sparse[2] = { field: 'name', op: 'changed' };
    const result = parseConditions(sparse, AT);
    expect(result).toEqual({
      ok: false,
      error: [{ path: [...AT, '1'], message: 'must be an object {field, op, value}' }],
    });
  });

  it('never throws, and every issue path starts at the given path, whatever JSON arrives', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.array(fc.dictionary(fc.constantFrom('field', 'op', 'value', 'x'), fc.jsonValue())),
        ),
        (raw) => {
          const result = parseConditions(raw, AT);
          if (!result.ok) {
            expect(result.error.length).toBeGreaterThan(0);
            for (const issue of result.error) expect(issue.path.slice(0, 2)).toEqual(AT);
          }
        },
      ),
      RUNS,
    );
  });

  it('never throws on values JSON cannot even carry', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withNullPrototype: true,
          withSparseArray: true,
          withBigInt: true,
          withDate: true,
          withMap: true,
        }),
        (raw) => {
          expect(() => parseConditions(raw, AT)).not.toThrow();
          expect(() => parseConditions([raw], AT)).not.toThrow();
        },
      ),
      RUNS,
    );
  });

  it('accepts what it returned, unchanged, after a JSON round trip (what the database stores)', () => {
    const condition = fc.oneof(
      fc.record({ field: fc.constantFrom(...TRACKED_CONDITION_FIELDS), op: fc.constant('changed') }),
      fc.record({
        field: fc.constant('actor.type'),
        op: fc.constant('in'),
        value: fc.subarray(['user', 'space_key', 'webhook_in', 'system'], { minLength: 1 }),
      }),
      fc.record({
        field: fc.constant('status'),
        op: fc.constantFrom('equals', 'changed_to'),
        value: fc.constantFrom('draft', 'won'),
      }),
      fc.record({
        field: fc.constant('price'),
        op: fc.constantFrom('greater', 'less'),
        value: fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => v + 0), // JSON has no -0
      }),
      fc.record({
        field: fc.constant('due'),
        op: fc.constant('in'),
        value: fc.array(fc.option(fc.integer({ min: 0, max: 2 ** 40 })), { minLength: 1, maxLength: 5 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(condition, { maxLength: MAX_CONDITIONS }), (conditions) => {
        const first = parseConditions(conditions, AT);
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        expect(parseConditions(JSON.parse(JSON.stringify(first.value)), AT)).toEqual(first);
      }),
      RUNS,
    );
  });
});
