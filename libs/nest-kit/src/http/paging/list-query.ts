import { err, ok, type DomainError, type IdPrefix, type Result, type ValidationIssue } from '@deal/domain';
import { decodeCursor } from './keyset-cursor';

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;

/** A query parameter that narrows a list: its parser answers undefined for a value it refuses. */
export interface ListFilter<T> {
  readonly parse: (value: string) => T | undefined;
  readonly message: string;
}

export type ListQuery<F extends Record<string, ListFilter<unknown>>> = {
  readonly limit: number;
  readonly afterId: string | null;
  /** Each filter's value, or null when it was not sent. */
  readonly filters: { readonly [K in keyof F]: NonNullable<ReturnType<F[K]['parse']>> | null };
};

/**
 * Query of every list route (CONTRACT §2, as GET /v1/spaces): `limit` an integer 1–100 (default
 * 25), `cursor` a `next_cursor` of the same list, plus the route's filters. A repeated, unknown or
 * malformed parameter is a 400 naming it; every problem is reported at once.
 */
export function parseListQuery<F extends Record<string, ListFilter<unknown>>>(
  query: Readonly<Record<string, unknown>>,
  idPrefix: IdPrefix,
  filters: F,
): Result<ListQuery<F>, DomainError> {
  const known = new Set(['limit', 'cursor', ...Object.keys(filters)]);
  const issues: ValidationIssue[] = Object.keys(query)
    .filter((name) => !known.has(name))
    .map((name) => ({ path: [name], message: 'is not a known parameter' }));
  const limit = parseLimit(query['limit']);
  if (limit === null) issues.push({ path: ['limit'], message: `must be an integer from 1 to ${MAX_LIMIT}` });
  const cursor = query['cursor'];
  const afterId =
    cursor === undefined ? null : typeof cursor === 'string' ? decodeCursor(cursor, idPrefix) : null;
  if (cursor !== undefined && afterId === null) {
    issues.push({ path: ['cursor'], message: 'must be a next_cursor value from a previous page' });
  }
  const values: Record<string, unknown> = {};
  for (const [name, filter] of Object.entries(filters)) {
    const raw = query[name];
    const value = typeof raw === 'string' ? filter.parse(raw) : undefined;
    if (raw !== undefined && value === undefined) issues.push({ path: [name], message: filter.message });
    values[name] = value ?? null;
  }
  if (issues.length || limit === null) return err({ kind: 'Validation', issues });
  return ok({ limit, afterId, filters: values as ListQuery<F>['filters'] });
}

function parseLimit(value: unknown): number | null {
  if (value === undefined) return DEFAULT_LIMIT;
  if (typeof value !== 'string' || !/^[0-9]{1,3}$/.test(value)) return null;
  const limit = Number(value);
  return limit >= 1 && limit <= MAX_LIMIT ? limit : null;
}
