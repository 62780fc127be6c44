/** One page of a keyset listing, and the id to continue after (null on the last page). */
export interface KeysetPage<T> {
  readonly items: readonly T[];
  readonly nextAfterId: string | null;
}

/**
 * Cuts a page out of `limit + 1` rows read in id order: the extra row only tells whether more
 * follow, so a page that is exactly full still ends with a null continuation when nothing does.
 */
export function keysetPage<T>(found: readonly T[], limit: number, idOf: (item: T) => string): KeysetPage<T> {
  const items = found.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextAfterId: found.length > limit && last !== undefined ? idOf(last) : null };
}
