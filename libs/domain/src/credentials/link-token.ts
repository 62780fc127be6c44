import type { RandomSource } from '../device/random-source.port';
import { bytesToBigInt, encodeBase62 } from './base62';

/** 32 random bytes in base62: 43 characters, 256 bits, like a session token. */
const LINK_TOKEN_BYTES = 32;
const LINK_TOKEN_WIDTH = 43;

/** The secret of an emailed single-use link (invitations, email verification); stored only hashed. */
export function newLinkToken(random: RandomSource): string {
  return encodeBase62(bytesToBigInt(random.bytes(LINK_TOKEN_BYTES)), LINK_TOKEN_WIDTH);
}

/** Whether text has the shape of a link token; anything else is refused before any lookup. */
export function isLinkToken(text: string): boolean {
  return text.length === LINK_TOKEN_WIDTH && /^[0-9A-Za-z]+$/.test(text);
}
