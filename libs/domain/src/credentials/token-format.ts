import { err, ok, type Result } from '../shared/result';
import { bytesToBigInt, encodeBase62, isBase62 } from './base62';
import { crc32 } from './crc32';

/** SPEC §2.4: personal access tokens and space API keys are told apart by their prefix. */
export const TOKEN_PREFIXES = { personal: 'svcp_', space: 'svcs_' } as const;
export type TokenKind = keyof typeof TOKEN_PREFIXES;

/** 30 base62 characters hold log2(62^30) ≈ 178.6 bits, above CONTRACT §2's 160. */
export const TOKEN_RANDOM_LENGTH = 30;
/** 62^6 > 2^32, so six characters hold any CRC-32. */
export const TOKEN_CHECKSUM_LENGTH = 6;
/** Both prefixes are five characters long. */
const PREFIX_LENGTH = 5;
export const TOKEN_LENGTH = PREFIX_LENGTH + TOKEN_RANDOM_LENGTH + TOKEN_CHECKSUM_LENGTH;
/** 23 bytes = 184 bits ≥ the 178.6 bits the random part can hold; 32 are recommended (see below). */
export const MIN_TOKEN_RANDOM_BYTES = 23;

export interface ParsedToken {
  readonly kind: TokenKind;
  readonly token: string;
}

const RANDOM_SPACE = 62n ** BigInt(TOKEN_RANDOM_LENGTH);

/**
 * prefix + 30 random base62 characters + 6-character CRC-32 checksum of everything before it
 * (GitHub's token design, CONTRACT §2). The caller supplies the random bytes (the domain has no
 * randomness source). They are read as one big integer and reduced modulo 62^30: no byte is
 * wasted and the bias is tiny: each value has ⌊2^(8n)/62^30⌋ or one more preimages, so with the
 * recommended 32 bytes the relative bias is below 2^-77, and even with the 23-byte minimum the
 * entropy lost is about 0.0001 bits. Throws on fewer than 23 bytes: a caller bug, not user input.
 */
export function formatToken(kind: TokenKind, randomBytes: Uint8Array): string {
  const prefix = TOKEN_PREFIXES[kind];
  if (prefix === undefined) throw new RangeError(`unknown token kind ${String(kind)}`);
  if (randomBytes.length < MIN_TOKEN_RANDOM_BYTES) {
    throw new RangeError(`need at least ${MIN_TOKEN_RANDOM_BYTES} random bytes, got ${randomBytes.length}`);
  }
  const body = prefix + encodeBase62(bytesToBigInt(randomBytes) % RANDOM_SPACE, TOKEN_RANDOM_LENGTH);
  return body + checksum(body);
}

/**
 * Checks prefix, length, alphabet and checksum, so a mistyped, truncated or made-up token is
 * refused without a database lookup. Passing proves only that the token is well formed.
 */
export function parseToken(text: string): Result<ParsedToken, 'malformed'> {
  if (typeof text !== 'string' || text.length !== TOKEN_LENGTH) return err('malformed');
  const kind = kindOfPrefix(text.slice(0, PREFIX_LENGTH));
  const body = text.slice(0, TOKEN_LENGTH - TOKEN_CHECKSUM_LENGTH);
  const rest = text.slice(PREFIX_LENGTH);
  if (kind === null || !isBase62(rest) || checksum(body) !== text.slice(body.length)) return err('malformed');
  return ok({ kind, token: text });
}

function checksum(body: string): string {
  return encodeBase62(BigInt(crc32(body)), TOKEN_CHECKSUM_LENGTH);
}

function kindOfPrefix(prefix: string): TokenKind | null {
  const kinds = Object.keys(TOKEN_PREFIXES) as TokenKind[];
  return kinds.find((kind) => TOKEN_PREFIXES[kind] === prefix) ?? null;
}
