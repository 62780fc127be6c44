import {
  isUnstorable,
  jsonBodyIssues,
  MAX_BODY_DEPTH,
  MAX_BODY_VALUES,
  NUL_MESSAGE,
  queryIssues,
  SURROGATE_MESSAGE,
} from './json-input.rules';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('jsonBodyIssues', () => {
  it('accepts ordinary bodies, Unicode included', () => {
    expect(jsonBodyIssues({ name: 'Déal 🧨', steps: [{ name: '\u202e' }], n: 1, ok: null })).toEqual([]);
    expect(jsonBodyIssues(undefined)).toEqual([]);
    expect(jsonBodyIssues('text')).toEqual([]);
  });

  it(`accepts ${MAX_BODY_DEPTH} levels of nesting and refuses one more, without recursing`, () => {
    expect(jsonBodyIssues(nested(MAX_BODY_DEPTH))).toEqual([]);
    const tooDeep = [{ path: [], message: `body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)` }];
    expect(jsonBodyIssues(nested(MAX_BODY_DEPTH + 1))).toEqual(tooDeep);
    expect(jsonBodyIssues(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`))).toEqual(tooDeep);
  });

  it(`accepts ${MAX_BODY_VALUES} values and refuses one more, however they are spread`, () => {
    const tooMany = [{ path: [], message: `body holds too many values (at most ${MAX_BODY_VALUES})` }];
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, index) => [`k${index}`, 1]));
    expect(jsonBodyIssues(keys(MAX_BODY_VALUES - 1))).toEqual([]);
    expect(jsonBodyIssues(keys(MAX_BODY_VALUES))).toEqual(tooMany);
    expect(jsonBodyIssues({ a: Array.from({ length: 3_000 }, () => ({ b: 1 })) })).toEqual(tooMany);
    expect(jsonBodyIssues(Array.from({ length: 90_000 }, () => 1))).toEqual(tooMany);
  });

  it('names every string and key holding U+0000, with its path, keys of a level first', () => {
    expect(jsonBodyIssues({ name: 'a\u0000b', steps: [{ x: 'ok' }, { y: '\u0000' }], 'k\u0000': 1 })).toEqual(
      [
        { path: ['k\u0000'], message: NUL_MESSAGE },
        { path: ['name'], message: NUL_MESSAGE },
        { path: ['steps', '1', 'y'], message: NUL_MESSAGE },
      ],
    );
    expect(jsonBodyIssues('\u0000')).toEqual([{ path: [], message: NUL_MESSAGE }]);
  });

  it('names strings holding an unpaired surrogate, and accepts paired ones', () => {
    expect(jsonBodyIssues({ a: '\ud800', b: 'x\udfffy', c: '\ud83e\udde8', d: '\udde8\ud83e' })).toEqual([
      { path: ['a'], message: SURROGATE_MESSAGE },
      { path: ['b'], message: SURROGATE_MESSAGE },
      { path: ['d'], message: SURROGATE_MESSAGE },
    ]);
  });

  it('stops after 20 issues', () => {
    expect(jsonBodyIssues(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20);
  });
});

describe('queryIssues and isUnstorable', () => {
  it('name query parameters holding U+0000, single or repeated', () => {
    expect(queryIssues({ limit: '1', space: 'a\u0000', cursor: ['x', '\u0000'], 'n\u0000': '1' })).toEqual([
      { path: ['space'], message: NUL_MESSAGE },
      { path: ['cursor'], message: NUL_MESSAGE },
      { path: ['n\u0000'], message: NUL_MESSAGE },
    ]);
    expect(queryIssues({ limit: '1' })).toEqual([]);
  });

  it('a path parameter holding U+0000 is unstorable', () => {
    expect(isUnstorable('deal_\u0000')).toBe(true);
    expect(isUnstorable('deal_x')).toBe(false);
    expect(isUnstorable(undefined)).toBe(false);
  });
});
