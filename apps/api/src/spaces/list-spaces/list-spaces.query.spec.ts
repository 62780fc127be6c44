import { parseListSpacesQuery } from './list-spaces.query';
import { encodeSpaceCursor } from './space-cursor';

const invalid = (name: string) => ({
  ok: false,
  error: { kind: 'Validation', issues: [expect.objectContaining({ path: [name] })] },
});

describe('parseListSpacesQuery', () => {
  it('defaults to 25 from the start', () => {
    expect(parseListSpacesQuery({})).toEqual({ ok: true, value: { limit: 25, afterId: null } });
  });

  it('reads a limit and a cursor', () => {
    const cursor = encodeSpaceCursor('spc_0000000000000000000abc');
    expect(parseListSpacesQuery({ limit: '100', cursor })).toEqual({
      ok: true,
      value: { limit: 100, afterId: 'spc_0000000000000000000abc' },
    });
    expect(parseListSpacesQuery({ limit: '1' })).toEqual({ ok: true, value: { limit: 1, afterId: null } });
  });

  it.each([['0'], ['101'], ['abc'], ['1.5'], [''], ['-1'], [' 5'], ['1e1'], [['1', '2']]])(
    'refuses limit %j',
    (limit) => {
      expect(parseListSpacesQuery({ limit })).toEqual(invalid('limit'));
    },
  );

  it.each([
    ['!!!'],
    [''],
    ['AAAA'],
    [encodeSpaceCursor('foo')],
    [encodeSpaceCursor('spc_1')],
    [`${encodeSpaceCursor('spc_0000000000000000000abc')}=`],
    [['a', 'b']],
  ])('refuses cursor %j', (cursor) => {
    expect(parseListSpacesQuery({ cursor })).toEqual(invalid('cursor'));
  });

  it('names every unknown parameter', () => {
    expect(parseListSpacesQuery({ page: '2' })).toEqual(invalid('page'));
  });
});
