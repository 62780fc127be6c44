import {
  EVENT_TYPES,
  err,
  isEventType,
  ok,
  type DomainError,
  type ListEventsInput,
  type Result,
  type ValidationIssue,
} from '@deal/domain';
import { DEFAULT_LIMIT, MAX_LIMIT } from '@deal/nest-kit';
import { decodeEventCursor } from './event-cursor';

const MAX_DEAL_ID_LENGTH = 200;

/**
 * The query of GET /v1/spaces/{space}/events: `after` a `next_cursor` of this feed, `limit` 1–100
 * (default 25, as every list), `type` an event type, `deal_id` a deal's id. A repeated, unknown or
 * malformed parameter is a 400 naming it; every problem is reported at once.
 */
export function parseEventsQuery(
  query: Readonly<Record<string, unknown>>,
): Result<ListEventsInput, DomainError> {
  const issues: ValidationIssue[] = Object.keys(query)
    .filter((name) => !['after', 'limit', 'type', 'deal_id'].includes(name))
    .map((name) => ({ path: [name], message: 'is not a known parameter' }));
  const { after: rawAfter, limit: rawLimit, type: rawType, deal_id: rawDeal } = query;
  const after = typeof rawAfter === 'string' ? decodeEventCursor(rawAfter) : null;
  if (rawAfter !== undefined && after === null) {
    issues.push({ path: ['after'], message: 'must be a next_cursor value from a previous page' });
  }
  const limit = parseLimit(rawLimit);
  if (limit === null) issues.push({ path: ['limit'], message: `must be an integer from 1 to ${MAX_LIMIT}` });
  if (rawType !== undefined && !isEventType(rawType)) {
    issues.push({ path: ['type'], message: `must be one of ${EVENT_TYPES.join(', ')}` });
  }
  const dealOk =
    rawDeal === undefined ||
    (typeof rawDeal === 'string' && rawDeal !== '' && rawDeal.length <= MAX_DEAL_ID_LENGTH);
  if (!dealOk) issues.push({ path: ['deal_id'], message: "must be a deal's id" });
  if (issues.length > 0 || limit === null) return err({ kind: 'Validation', issues });
  return ok({
    after,
    limit,
    type: isEventType(rawType) ? rawType : null,
    dealId: typeof rawDeal === 'string' ? rawDeal : null,
  });
}

function parseLimit(value: unknown): number | null {
  if (value === undefined) return DEFAULT_LIMIT;
  if (typeof value !== 'string' || !/^[0-9]{1,3}$/.test(value)) return null;
  const limit = Number(value);
  return limit >= 1 && limit <= MAX_LIMIT ? limit : null;
}
