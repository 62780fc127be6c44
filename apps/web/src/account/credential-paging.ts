import type { PageQuery } from '@deal/domain';
import { decodeCursor, encodeCursor } from '@deal/nest-kit';

/** Tokens and keys per page: people have a handful, so one page nearly always holds them all. */
export const CREDENTIALS_PER_PAGE = 100;

/** The page a `cursor` query asks for; one that is not a cursor of this list starts at the top. */
export function credentialPage(cursor: unknown): PageQuery {
  const afterId = typeof cursor === 'string' ? decodeCursor(cursor, 'tok') : null;
  return { limit: CREDENTIALS_PER_PAGE, afterId };
}

export function nextPageLink(path: string, nextAfterId: string | null): string | null {
  return nextAfterId === null ? null : `${path}?cursor=${encodeCursor(nextAfterId)}`;
}
