import { BASE62_ALPHABET, bytesToBigInt, encodeBase62, isBase62 } from './base62';

describe('base62', () => {
  it('uses digits, then upper case, then lower case', () => {
    expect(BASE62_ALPHABET).toHaveLength(62);
    expect(new Set(BASE62_ALPHABET).size).toBe(62);
    expect(BASE62_ALPHABET.slice(0, 11)).toBe('0123456789A');
    expect(BASE62_ALPHABET.slice(35, 37)).toBe('Za');
  });

  it.each([
    [0n, 6, '000000'],
    [1n, 6, '000001'],
    [61n, 2, '0z'],
    [62n, 2, '10'],
    [3843n, 2, 'zz'],
    [0xcbf43926n, 6, '3jZRME'],
    [0xffffffffn, 6, '4gfFC3'],
  ])('encodes %s in %i digits as %s', (value, width, text) => {
    expect(encodeBase62(value, width)).toBe(text);
  });

  it.each([
    [3844n, 2],
    [62n ** 6n, 6],
    [-1n, 6],
  ])('refuses %s that does not fit %i digits', (value, width) => {
    expect(() => encodeBase62(value, width)).toThrow(RangeError);
  });

  it.each([
    ['', true],
    ['azAZ09', true],
    ['abc_', false],
    ['a-b', false],
    ['é', false],
    ['a b', false],
  ])('isBase62(%j) is %s', (text, expected) => {
    expect(isBase62(text)).toBe(expected);
  });

  it('reads bytes big-endian', () => {
    expect(bytesToBigInt(new Uint8Array([]))).toBe(0n);
    expect(bytesToBigInt(new Uint8Array([1, 0]))).toBe(256n);
    expect(bytesToBigInt(new Uint8Array([0xde, 0xad, 0xbe, 0xef]))).toBe(0xdeadbeefn);
  });
});
