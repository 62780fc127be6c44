import {
  atLeast,
  check,
  fieldIssues,
  isBoolean,
  isInteger,
  isString,
  matches,
  maxLength,
  oneOf,
  schemaOf,
  textLength,
  type FieldRules,
} from './field-rules';

const rules = {
  title: { presence: 'required', type: isString, checks: [maxLength(5)] },
  note: { presence: 'nullable', type: isString },
  count: { presence: 'optional', type: isInteger, checks: [atLeast(1)] },
} satisfies FieldRules;

describe('fieldIssues', () => {
  it('accepts a body that keeps every rule', () => {
    expect(fieldIssues({ title: 'Hi', note: null, count: 2 }, rules)).toEqual([]);
  });

  it('names unknown keys first, in the body’s order, then each field in the rules’ order', () => {
    expect(fieldIssues({ count: 0, zeta: 1, title: 'toolong', alpha: 2 }, rules)).toEqual([
      { path: ['zeta'], message: 'is not a known field' },
      { path: ['alpha'], message: 'is not a known field' },
      { path: ['title'], message: 'must be shorter than or equal to 5 characters' },
      { path: ['count'], message: 'must not be less than 1' },
    ]);
  });

  it('reports only the type when the type is wrong', () => {
    expect(fieldIssues({ title: 12345678 }, rules)).toEqual([
      { path: ['title'], message: 'must be a string' },
    ]);
  });

  it('requires a required field, lets an optional one be left out but not nulled, and a nullable one both', () => {
    expect(fieldIssues({}, rules)).toEqual([{ path: ['title'], message: 'must be a string' }]);
    expect(fieldIssues({ title: 'a', count: null }, rules)).toEqual([
      { path: ['count'], message: 'must be an integer number' },
    ]);
    expect(fieldIssues({ title: 'a', note: null }, rules)).toEqual([]);
  });

  it('refuses a body that is not a JSON object', () => {
    for (const body of [null, [], 'text', 3]) {
      expect(fieldIssues(body, rules)).toEqual([{ path: [], message: 'body must be a JSON object' }]);
    }
  });
});

describe('schemaOf', () => {
  it('describes the body its rules accept: exactly these fields, the required ones listed', () => {
    expect(schemaOf(rules)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 5 },
        note: { type: 'string', nullable: true },
        count: { type: 'integer', minimum: 1 },
      },
      required: ['title'],
      additionalProperties: false,
    });
  });

  it('joins the fragments of every check of a field, and what a later rule checks of it', () => {
    const described = {
      code: { presence: 'optional', checks: [oneOf(['a', 'b'], 'must be a or b')] },
      name: { presence: 'required', type: isString, checks: [matches(/\S/, 'must not be blank')] },
      flag: { presence: 'optional', type: isBoolean },
      later: { presence: 'required', checkedLater: { type: 'string', pattern: '^x' } },
    } satisfies FieldRules;
    expect(schemaOf(described).properties).toEqual({
      code: { type: 'string', enum: ['a', 'b'] },
      name: { type: 'string', pattern: '\\S' },
      flag: { type: 'boolean' },
      later: { type: 'string', pattern: '^x' },
    });
    expect(schemaOf({ flag: { presence: 'optional', type: isBoolean } })).not.toHaveProperty('required');
  });

  it('refuses rules whose checks say one keyword two ways', () => {
    const contradictory = check({ type: 'number' }, () => undefined);
    expect(() =>
      schemaOf({ title: { presence: 'required', type: isString, checks: [contradictory] } }),
    ).toThrow('the rules of title say type twice, differently');
  });
});

describe('textLength', () => {
  it('counts characters as a person does: an emoji is one, a presentation selector none', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('❤️')).toBe(1);
  });
});
