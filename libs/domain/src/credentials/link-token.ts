import { bytesToBigInt, encodeBase62 } from './base62';

/** 32 random bytes in base62: 43 characters, 256 bits, like a session token. */
export const LINK_TOKEN_BYTES = 32;
const LINK_TOKEN_WIDTH = 43;

/**
 * The secret of an emailed single-use link (invitations, email verification), from LINK_TOKEN_BYTES
 * random bytes; stored only hashed.
 */
export function newLinkToken(randomBytes: Uint8Array): string {
  return encodeBase62(bytesToBigInt(randomBytes), LINK_TOKEN_WIDTH);
}

/** Whether text has the shape of a link token; anything else is refused before any lookup. */
export function isLinkToken(text: string): boolean {
  return text.length === LINK_TOKEN_WIDTH && /^[0-9A-Za-z]+$/.test(text);
}
