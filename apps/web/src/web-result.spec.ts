import { redirect, safeLocalPath } from './web-result';

describe('safeLocalPath', () => {
  it.each([
    ['/spaces?view=all', '/spaces?view=all'],
    ['/€', '/%E2%82%AC'],
    ['/deals/%E2%82%AC', '/deals/%E2%82%AC'],
    ['/\u0000', '/%00'],
    ['/a\ud800', '/'],
    ['//evil.test/', '/'],
    ['/\\evil.test', '/'],
    ['https://evil.test/', '/'],
    ['/a b', '/'],
    [42, '/'],
  ])('%p → %p', (value, expected) => {
    expect(safeLocalPath(value)).toBe(expected);
  });
});

describe('redirect', () => {
  it('sends every location as printable ASCII, which a header can hold', () => {
    expect(redirect('/spaces/Zürich').location).toBe('/spaces/Z%C3%BCrich');
    expect(redirect('/a\udfff').location).toBe('/');
  });
});
