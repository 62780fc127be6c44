import fc from 'fast-check';
import type { RandomSource } from './random-source.port';
import {
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  formatUserCode,
  generateUserCode,
  normalizeUserCode,
} from './user-code';

const FC = { seed: 8628, numRuns: 500 };

/** Serves `bytes` in order, cycling, and records each request's length. */
function cycling(bytes: readonly number[]): RandomSource & { requests: number[] } {
  let next = 0;
  const requests: number[] = [];
  return {
    requests,
    bytes: (length) => {
      requests.push(length);
      return Uint8Array.from({ length }, () => bytes[next++ % bytes.length] as number);
    },
  };
}

describe('user code alphabet', () => {
  it('is the 20 consonants of CONTRACT §2, 8 of them per code', () => {
    expect(USER_CODE_ALPHABET).toBe('BCDFGHJKLMNPQRSTVWXZ');
    expect(new Set(USER_CODE_ALPHABET).size).toBe(20);
    expect(USER_CODE_ALPHABET).not.toMatch(/[AEIOUY0-9]/);
    expect(USER_CODE_LENGTH).toBe(8);
  });
});

describe('generateUserCode', () => {
  it('maps byte b to letter b % 20', () => {
    expect(generateUserCode(cycling([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('BCDFGHJK');
    expect(generateUserCode(cycling([19, 20, 39, 40, 219, 220, 238, 239]))).toBe('ZBZBZBXZ');
  });

  it('draws again for bytes 240–255 (no modulo bias), asking only for the letters still missing', () => {
    const random = cycling([240, 255, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(generateUserCode(random)).toBe('BCDFGHJK');
    expect(random.requests).toEqual([8, 2]);
  });

  it('gives every letter exactly 12 of the 240 usable byte values', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) {
      const code = generateUserCode(cycling([byte, 0]));
      if (byte < 240) counts.set(code[0] as string, (counts.get(code[0] as string) ?? 0) + 1);
      else expect(code).toBe('BBBBBBBB');
    }
    expect([...counts.keys()].sort().join('')).toBe(USER_CODE_ALPHABET);
    expect(new Set(counts.values())).toEqual(new Set([12]));
  });

  it('throws rather than loop forever on a source that only gives unusable bytes', () => {
    expect(() => generateUserCode(cycling([255]))).toThrow('unusable bytes');
    expect(() => generateUserCode({ bytes: () => new Uint8Array(0) })).toThrow('unusable bytes');
  });

  it('always yields a code that is valid in its stored form', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        fc.pre(bytes.some((byte) => byte < 240));
        const code = generateUserCode(cycling([...bytes]));
        expect(code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{8}$/);
        expect(normalizeUserCode(code)).toBe(code);
      }),
      FC,
    );
  });
});

describe('formatUserCode', () => {
  it('shows the code as XXXX-XXXX', () => {
    expect(formatUserCode('BCDFGHJK')).toBe('BCDF-GHJK');
  });
});

describe('normalizeUserCode', () => {
  it.each([
    ['BCDF-GHJK', 'BCDFGHJK'],
    ['BCDFGHJK', 'BCDFGHJK'],
    ['bcdf-ghjk', 'BCDFGHJK'],
    ['bcdfghjk', 'BCDFGHJK'],
    ['BcDf-gHjK', 'BCDFGHJK'],
    [' bcdf ghjk ', 'BCDFGHJK'],
    ['BCDF – GHJK', 'BCDFGHJK'],
    ['BCDF\tGHJK\n', 'BCDFGHJK'],
    ['B-C-D-F-G-H-J-K', 'BCDFGHJK'],
    ['ZZZZ-ZZZZ', 'ZZZZZZZZ'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeUserCode(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['only a dash', '-'],
    ['one letter short', 'BCDF-GHJ'],
    ['one letter long', 'BCDF-GHJKL'],
    ['a vowel', 'BCDF-GHJA'],
    ['a Y', 'BCDF-GHJY'],
    ['a digit', 'BCDF-GHJ0'],
    ['an underscore', 'BCDF_GHJK'],
    ['a German sharp s that upper-cases to SS', 'BCDFGHß'],
    ['a Turkish dotless i', 'BCDFGHJı'],
    ['full-width letters', 'ＢＣＤＦＧＨＪＫ'],
  ])('refuses %s', (_name, input) => {
    expect(normalizeUserCode(input)).toBeNull();
  });

  it('normalising a formatted code gives the code back, in any case and spacing', () => {
    const code = fc
      .array(fc.constantFrom(...USER_CODE_ALPHABET), { minLength: 8, maxLength: 8 })
      .map((letters) => letters.join(''));
    fc.assert(
      fc.property(code, fc.boolean(), fc.constantFrom('', ' ', '-'), (stored, lower, extra) => {
        const shown = formatUserCode(stored);
        expect(normalizeUserCode(shown)).toBe(stored);
        const typed = `${extra}${lower ? shown.toLowerCase() : shown}${extra}`.replace('-', extra);
        expect(normalizeUserCode(typed)).toBe(stored);
      }),
      FC,
    );
  });
});
