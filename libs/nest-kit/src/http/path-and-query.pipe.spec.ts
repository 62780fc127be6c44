import { DomainErrorException, HttpProblem } from './api-errors';
import { NUL_MESSAGE } from './json-input.rules';
import { PathAndQueryPipe } from './path-and-query.pipe';

const pipe = new PathAndQueryPipe();

describe('PathAndQueryPipe', () => {
  it('answers 404 for a path parameter holding U+0000, which nothing stored can match', () => {
    expect(() => pipe.transform('spc_\u0000', { type: 'param', metatype: String })).toThrow(HttpProblem);
    expect(pipe.transform('spc_1', { type: 'param', metatype: String })).toBe('spc_1');
  });

  it('refuses a query whose name or value holds U+0000, naming it, and echoes the query', () => {
    const query = { status: 'won\u0000' };
    try {
      pipe.transform(query, { type: 'query' });
      throw new Error('expected a validation failure');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainErrorException);
      expect((error as DomainErrorException).error).toEqual({
        kind: 'Validation',
        issues: [{ path: ['status'], message: NUL_MESSAGE }],
      });
      expect((error as DomainErrorException).data).toEqual(query);
    }
    expect(pipe.transform({ status: 'won' }, { type: 'query' })).toEqual({ status: 'won' });
  });

  it('leaves bodies alone: the domain parses them', () => {
    const body = { colour: 'red', count: '3' };
    expect(pipe.transform(body, { type: 'body', metatype: Object })).toBe(body);
    expect(pipe.transform(undefined, { type: 'body', metatype: Object })).toBeUndefined();
  });
});
