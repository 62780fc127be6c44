import fc from 'fast-check';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { crc32 } from './crc32';

describe('crc32 (IEEE)', () => {
  it.each([
    ['123456789', 0xcbf43926], // the standard check value
    ['', 0x00000000],
    ['a', 0xe8b7be43],
    ['abc', 0x352441c2],
    ['The quick brown fox jumps over the lazy dog', 0x414fa339],
    ['svcp_', 0xa87ed2a8],
  ])('%j → %s', (text, expected) => {
    expect(crc32(text)).toBe(expected);
  });

  it('gives the same value for bytes as for their string', () => {
    expect(crc32(new Uint8Array([0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39]))).toBe(0xcbf43926);
  });

  it('encodes strings as UTF-8', () => {
    expect(crc32('é')).toBe(crc32(new Uint8Array([0xc3, 0xa9])));
  });

  it('returns an unsigned 32-bit value', () => {
    expect(crc32(new Uint8Array(32).fill(0xff))).toBe(0xff6cab0b);
    expect(crc32(new Uint8Array([0]))).toBe(0xd202ef8d);
  });

  it('agrees with zlib on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(crc32(bytes)).toBe(zlibCrc32(bytes));
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});
