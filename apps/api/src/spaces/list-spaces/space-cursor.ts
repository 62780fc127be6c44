/** Space ids as the id generator makes them (docs/persistence.md); anything else was not issued here. */
const SPACE_ID = /^spc_[0-9A-Za-z]{22}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** `next_cursor`: the base64url of the last id on the page; opaque to clients (CONTRACT §2). */
export function encodeSpaceCursor(afterId: string): string {
  return Buffer.from(afterId, 'utf8').toString('base64url');
}

/** The id a cursor continues after, or null when the text is not a cursor this api issued. */
export function decodeSpaceCursor(cursor: string): string | null {
  if (!BASE64URL.test(cursor)) return null;
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  return SPACE_ID.test(id) && encodeSpaceCursor(id) === cursor ? id : null;
}
