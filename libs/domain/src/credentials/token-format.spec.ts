import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { BASE62_ALPHABET, encodeBase62 } from './base62';
import { crc32 } from './crc32';
import {
  MIN_TOKEN_RANDOM_BYTES,
  TOKEN_LENGTH,
  TOKEN_PREFIXES,
  type TokenKind,
  formatToken,
  parseToken,
} from './token-format';

const FC = { seed: 42, numRuns: 500 };
const kinds: readonly TokenKind[] = ['personal', 'space'];
const fresh = (kind: TokenKind = 'personal') => formatToken(kind, new Uint8Array(randomBytes(32)));
const malformed = { ok: false, error: 'malformed' };

describe('token format', () => {
  it('uses the SPEC prefixes and a 41-character shape', () => {
    expect(TOKEN_PREFIXES).toEqual({ personal: 'svcp_', space: 'svcs_' });
    expect(TOKEN_LENGTH).toBe(41);
    expect(fresh('personal')).toMatch(/^svcp_[0-9A-Za-z]{36}$/);
    expect(fresh('space')).toMatch(/^svcs_[0-9A-Za-z]{36}$/);
  });

  // Expected values computed independently (Python: int.from_bytes % 62**30, zlib.crc32).
  it.each([
    ['personal', new Uint8Array(32), 'svcp_0000000000000000000000000000004K0xYK'],
    ['space', Uint8Array.from({ length: 32 }, (_, i) => i + 1), 'svcs_VWM00my5rsNSFlKgaWqQ4mb8gdEqno3S1lAv'],
    ['personal', new Uint8Array(23).fill(0xff), 'svcp_TLKuZnUHfdxlNasV4qfZEFyHdnyieF0SP3eF'],
    ['space', new Uint8Array(32).fill(0xff), 'svcs_L1YmHWZWm8LLG7HjnuCA2j5rOw8Xp12OB4TE'],
  ] as const)('formats %s tokens from known bytes', (kind, bytes, token) => {
    expect(formatToken(kind, bytes)).toBe(token);
    expect(parseToken(token)).toEqual({ ok: true, value: { kind, token } });
  });

  it('uses every input byte: changing the last byte changes the token', () => {
    const bytes = new Uint8Array(32);
    const changed = new Uint8Array(32);
    changed[31] = 1;
    expect(formatToken('space', bytes)).not.toBe(formatToken('space', changed));
  });

  it('refuses fewer than 23 random bytes (≥ 160 bits are required)', () => {
    expect(MIN_TOKEN_RANDOM_BYTES).toBe(23);
    expect(() => formatToken('personal', new Uint8Array(22))).toThrow(RangeError);
    expect(() => formatToken('personal', new Uint8Array(23))).not.toThrow();
  });

  it('refuses an unknown kind (a caller bug)', () => {
    expect(() => formatToken('team' as TokenKind, new Uint8Array(32))).toThrow(RangeError);
  });

  it('every formatted token parses back to its kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.uint8Array({ minLength: 23, maxLength: 64 }),
        (kind, bytes) => {
          const token = formatToken(kind, bytes);
          expect(token).toHaveLength(TOKEN_LENGTH);
          expect(parseToken(token)).toEqual({ ok: true, value: { kind, token } });
        },
      ),
      FC,
    );
  });
});

describe('parseToken refuses', () => {
  const token = 'svcp_0000000000000000000000000000004K0xYK';

  it.each([
    ['an empty string', ''],
    ['the prefix alone', 'svcp_'],
    ['a wrong prefix', `svcx_${token.slice(5)}`],
    ['a GitHub-style prefix', `ghp_0${token.slice(5)}`],
    ['an upper-case prefix', `SVCP_${token.slice(5)}`],
    ['a token one character short', token.slice(0, -1)],
    ['a token one character long', `${token}0`],
    ['surrounding blanks', ` ${token.slice(1)}`],
    ['a trailing newline', `${token.slice(0, -1)}\n`],
    ['a non-base62 character in the body', `${token.slice(0, 10)}-${token.slice(11)}`],
    ['an underscore in the body', `${token.slice(0, 10)}_${token.slice(11)}`],
    ['a non-ASCII character', `${token.slice(0, 10)}é${token.slice(11)}`],
    ['a flipped body character', `${token.slice(0, 10)}1${token.slice(11)}`],
    ['a flipped checksum character', `${token.slice(0, -1)}L`],
    ['the other kind with the same body', `svcs_${token.slice(5)}`],
    ['a made-up token of the right shape', `svcp_${'a'.repeat(36)}`],
    ['a bearer header value', `Bearer ${token}`.slice(0, 41)],
  ])('%s', (_name, text) => {
    expect(parseToken(text)).toEqual(malformed);
  });

  it('characters outside base62 even under a correct checksum (the alphabet is checked on its own)', () => {
    const body = `svcp_${'-'.repeat(15)}${'a'.repeat(15)}`;
    const forged = body + encodeBase62(BigInt(crc32(body)), 6);
    expect(forged).toHaveLength(TOKEN_LENGTH);
    expect(parseToken(forged)).toEqual(malformed);
  });

  it('a non-string (from untyped callers)', () => {
    expect(parseToken(undefined as unknown as string)).toEqual(malformed);
  });

  it('any single-character change of a valid token (the checksum catches it)', () => {
    const mutation = fc.record({
      kind: fc.constantFrom(...kinds),
      bytes: fc.uint8Array({ minLength: 32, maxLength: 32 }),
      position: fc.nat({ max: TOKEN_LENGTH - 1 }),
      replacement: fc.constantFrom(...`${BASE62_ALPHABET}_-. `),
    });
    fc.assert(
      fc.property(mutation, ({ kind, bytes, position, replacement }) => {
        const valid = formatToken(kind, bytes);
        fc.pre(valid[position] !== replacement);
        const changed = valid.slice(0, position) + replacement + valid.slice(position + 1);
        expect(parseToken(changed)).toEqual(malformed);
      }),
      FC,
    );
  });

  it('swapping the prefix of a valid token', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const personal = formatToken('personal', bytes);
        expect(parseToken(`svcs_${personal.slice(5)}`)).toEqual(malformed);
      }),
      FC,
    );
  });
});
