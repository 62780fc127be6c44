import type { RandomSource } from './random-source.port';

/**
 * CONTRACT §2 Device flow: 20 consonants. No vowels, so no words; no digits, so no 0/O or 1/I
 * confusion; upper case only, so case never matters. 20^8 ≈ 2^34.6 codes.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;

/** The largest multiple of 20 below 256: a byte under it maps to a letter by `% 20` without bias. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % USER_CODE_ALPHABET.length);
/** Each round keeps a byte with probability 240/256; 64 rounds all failing is a broken source. */
const MAX_ROUNDS = 64;
/** Blanks and every dash a keyboard or a copy from a web page may produce. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;
const ALPHABET_CODE = new RegExp(`^[${USER_CODE_ALPHABET}]{${USER_CODE_LENGTH}}$`);

/**
 * A fresh user code in its stored form (8 letters, no dash), by rejection sampling: bytes of 240
 * or more are drawn again, so each letter is exactly uniform (no modulo bias).
 */
export function generateUserCode(random: RandomSource): string {
  let code = '';
  for (let round = 0; round < MAX_ROUNDS && code.length < USER_CODE_LENGTH; round++) {
    for (const byte of random.bytes(USER_CODE_LENGTH - code.length)) {
      if (byte < UNBIASED_BYTE_LIMIT && code.length < USER_CODE_LENGTH) {
        code += USER_CODE_ALPHABET.charAt(byte % USER_CODE_ALPHABET.length);
      }
    }
  }
  if (code.length < USER_CODE_LENGTH) throw new Error('the random source keeps returning unusable bytes');
  return code;
}

/** `BCDFGHJK` → `BCDF-GHJK`, the form shown to people. */
export function formatUserCode(code: string): string {
  const half = USER_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/**
 * What a person typed, in the stored form, or null when it cannot be a user code. Accepted: any
 * case, with or without the dash (or blanks, or a typographic dash). Only ASCII letters count, so
 * no Unicode case mapping (`ß` → `SS`) can turn something else into a code.
 */
export function normalizeUserCode(input: string): string | null {
  const letters = input.replace(SEPARATORS, '');
  if (!/^[A-Za-z]+$/.test(letters)) return null;
  const code = letters.toUpperCase();
  return ALPHABET_CODE.test(code) ? code : null;
}
