import { encodeCursor } from './keyset-cursor';
import { parseListQuery } from './list-query';

const SPACE = 'spc_0000000000000000000abc';
const spaces = (query: Record<string, unknown>) => parseListQuery(query, 'spc', {});
const invalid = (name: string) => ({
  ok: false,
  error: { kind: 'Validation', issues: [expect.objectContaining({ path: [name] })] },
});

describe('parseListQuery', () => {
  it('defaults to 25 from the start', () => {
    expect(spaces({})).toEqual({ ok: true, value: { limit: 25, afterId: null, filters: {} } });
  });

  it('reads a limit and a cursor', () => {
    expect(spaces({ limit: '100', cursor: encodeCursor(SPACE) })).toEqual({
      ok: true,
      value: { limit: 100, afterId: SPACE, filters: {} },
    });
    expect(spaces({ limit: '1' })).toEqual({ ok: true, value: { limit: 1, afterId: null, filters: {} } });
  });

  it.each([['0'], ['101'], ['abc'], ['1.5'], [''], ['-1'], [' 5'], ['1e1'], [['1', '2']]])(
    'refuses limit %j',
    (limit) => {
      expect(spaces({ limit })).toEqual(invalid('limit'));
    },
  );

  it.each([
    ['!!!'],
    [''],
    ['AAAA'],
    [encodeCursor('foo')],
    [encodeCursor('spc_1')],
    [encodeCursor('deal_0000000000000000000abc')],
    [`${encodeCursor(SPACE)}=`],
    [['a', 'b']],
  ])('refuses cursor %j', (cursor) => {
    expect(spaces({ cursor })).toEqual(invalid('cursor'));
  });

  it('names every unknown parameter', () => {
    expect(spaces({ page: '2' })).toEqual(invalid('page'));
  });

  it('parses filters, null when absent, and names a bad or repeated one', () => {
    const filters = {
      status: { parse: (v: string) => (v === 'draft' ? v : undefined), message: 'must be a status' },
    };
    expect(parseListQuery({ status: 'draft' }, 'deal', filters)).toEqual({
      ok: true,
      value: { limit: 25, afterId: null, filters: { status: 'draft' } },
    });
    expect(parseListQuery({}, 'deal', filters)).toMatchObject({
      ok: true,
      value: { filters: { status: null } },
    });
    expect(parseListQuery({ status: 'nope', limit: '0' }, 'deal', filters)).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [
          { path: ['limit'], message: 'must be an integer from 1 to 100' },
          { path: ['status'], message: 'must be a status' },
        ],
      },
    });
    expect(parseListQuery({ status: ['draft', 'draft'] }, 'deal', filters)).toEqual(invalid('status'));
  });
});
