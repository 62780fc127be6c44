import { err, ok, type DomainError, type PageQuery, type Result, type ValidationIssue } from '@deal/domain';
import { decodeSpaceCursor } from './space-cursor';

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;
const KNOWN = new Set(['limit', 'cursor']);

/**
 * GET /v1/spaces query (CONTRACT §2): `limit` an integer 1–100 (default 25), `cursor` a
 * `next_cursor` value. A repeated, unknown or malformed parameter is a 400 that names it.
 */
export function parseListSpacesQuery(
  query: Readonly<Record<string, unknown>>,
): Result<PageQuery, DomainError> {
  const issues: ValidationIssue[] = Object.keys(query)
    .filter((name) => !KNOWN.has(name))
    .map((name) => ({ path: [name], message: 'is not a known parameter' }));
  const limit = parseLimit(query['limit']);
  if (limit === null) issues.push({ path: ['limit'], message: `must be an integer from 1 to ${MAX_LIMIT}` });
  const cursor = query['cursor'];
  const afterId =
    cursor === undefined ? undefined : typeof cursor === 'string' ? decodeSpaceCursor(cursor) : null;
  if (afterId === null)
    issues.push({ path: ['cursor'], message: 'must be a next_cursor value from a previous page' });
  if (issues.length || limit === null || afterId === null) return err({ kind: 'Validation', issues });
  return ok({ limit, afterId: afterId ?? null });
}

function parseLimit(value: unknown): number | null {
  if (value === undefined) return DEFAULT_LIMIT;
  if (typeof value !== 'string' || !/^[0-9]{1,3}$/.test(value)) return null;
  const limit = Number(value);
  return limit >= 1 && limit <= MAX_LIMIT ? limit : null;
}
