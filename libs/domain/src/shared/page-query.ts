/** Keyset page: items after the given id, in id order. Every listing port takes it. */
export interface PageQuery {
  readonly limit: number;
  readonly afterId: string | null;
}
