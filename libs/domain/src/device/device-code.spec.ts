import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { BASE62_ALPHABET } from '../credentials/base62';
import {
  DEVICE_CODE_LENGTH,
  DEVICE_CODE_RANDOM_BYTES,
  deviceCodeHash,
  formatDeviceCode,
  isWellFormedDeviceCode,
} from './device-code';

describe('device codes', () => {
  it('carry 256 random bits in 43 base62 characters', () => {
    expect(DEVICE_CODE_RANDOM_BYTES * 8).toBe(256);
    expect(62n ** BigInt(DEVICE_CODE_LENGTH)).toBeGreaterThan(2n ** 256n);
    expect(62n ** BigInt(DEVICE_CODE_LENGTH - 1)).toBeLessThan(2n ** 256n);
  });

  it('are the bytes read as one number in base62, left-padded', () => {
    expect(formatDeviceCode(new Uint8Array(32))).toBe('0'.repeat(43));
    const one = new Uint8Array(32);
    one[31] = 61;
    expect(formatDeviceCode(one)).toBe(`${'0'.repeat(42)}z`);
    expect(formatDeviceCode(new Uint8Array(32).fill(0xff))).toMatch(/^[0-9A-Za-z]{43}$/);
  });

  it('refuses any other number of bytes (a caller bug)', () => {
    expect(() => formatDeviceCode(new Uint8Array(31))).toThrow(RangeError);
    expect(() => formatDeviceCode(new Uint8Array(33))).toThrow(RangeError);
  });

  it('differ for different bytes (the encoding is one-to-one)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (a, b) => {
          fc.pre(Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0);
          expect(formatDeviceCode(a)).not.toBe(formatDeviceCode(b));
          expect(isWellFormedDeviceCode(formatDeviceCode(a))).toBe(true);
        },
      ),
      { seed: 8628, numRuns: 300 },
    );
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['empty', ''],
    ['one short', 'a'.repeat(42)],
    ['one long', 'a'.repeat(44)],
    ['a dash', `${'a'.repeat(42)}-`],
    ['a blank', ` ${'a'.repeat(42)}`],
    ['a token', 'svcp_0000000000000000000000000000004K0xYK'],
  ])('are not well formed as %s', (_name, value) => {
    expect(isWellFormedDeviceCode(value)).toBe(false);
  });

  it('any 43 base62 characters are well formed', () => {
    expect(isWellFormedDeviceCode(BASE62_ALPHABET.slice(0, 43))).toBe(true);
  });

  it('are stored as their SHA-256 hex, through the hasher port', () => {
    const hasher = { sha256Hex: (text: string) => createHash('sha256').update(text).digest('hex') };
    const code = formatDeviceCode(new Uint8Array(32).fill(7));
    expect(deviceCodeHash(code, hasher)).toBe(createHash('sha256').update(code).digest('hex'));
    expect(deviceCodeHash(code, hasher)).not.toContain(code);
  });
});
