import type { IdPrefix } from '@deal/domain';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** `next_cursor`: the base64url of the last id on the page; opaque to clients (CONTRACT §2). */
export function encodeCursor(afterId: string): string {
  return Buffer.from(afterId, 'utf8').toString('base64url');
}

/**
 * The id a cursor continues after, or null when the text is not a cursor this api issued for
 * this kind of item (ids are the prefix, `_` and 22 base62 characters; docs/persistence.md).
 */
export function decodeCursor(cursor: string, prefix: IdPrefix): string | null {
  if (!BASE64URL.test(cursor)) return null;
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  const shape = new RegExp(`^${prefix}_[0-9A-Za-z]{22}$`);
  return shape.test(id) && encodeCursor(id) === cursor ? id : null;
}
