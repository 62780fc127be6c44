import { randomBytes } from 'node:crypto';
import { insertEventPart } from '@deal/persistence';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of hand-written SQL
type Row = Record<string, any>;

const num = (value: string | null) => (value === null ? null : Number(value));
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const APP_URL = 'http://localhost:3000';

/** SPEC §2.3: the outbound representation of a deal row, as an event's payload carries it. */
export function outboundDeal(deal: Row) {
  const [price, cost] = [num(deal['price']), num(deal['cost'])];
  return {
    id: deal['id'],
    url: `${APP_URL}/${deal['space_id']}/deals/${deal['id']}`,
    name: deal['name'],
    status: deal['status'],
    price,
    cost,
    currency: deal['currency'],
    margin: price && cost !== null ? Math.round(((price - cost) / price) * 10_000) / 10_000 : null,
    target_price: num(deal['target_price']),
    probability: num(deal['probability']),
    start: iso(deal['start_at']),
    end: iso(deal['end_at']),
    due: iso(deal['due_at']),
    description: deal['description'],
  };
}

/**
 * The baselines' share of what every committed deal change writes in the api (docs/events.md):
 * one event, in a WITH part of the deal's own UPDATE, with the deal's next revision and who made the
 * change. The statement part is the api's own (`insertEventPart`), so the two cannot drift apart;
 * `first` is the number of its first parameter. `sql` opens the UPDATE with it; `part` is the bare
 * WITH part, for a statement with others (a new estimate's row).
 */
export function dealChangeEvent(
  first: number,
  change: { before: Row; after: Row; changes: object; userId: string; now: Date },
): { part: string; sql: string; parameters: unknown[] } {
  const { before, after, changes, userId, now } = change;
  const revision = Number(before['revision']) + 1;
  const payload = {
    event: 'service_deal_updated',
    space_id: after['space_id'],
    timestamp: now.toISOString(),
    revision,
    actor: { type: 'user', id: userId },
    deal: outboundDeal(after),
    changes,
  };
  return {
    part: `event AS (${insertEventPart(first)})`,
    sql: `WITH event AS (${insertEventPart(first)}) `,
    parameters: [
      `evt_${randomBytes(12).toString('base64url')}`,
      after['space_id'],
      after['id'],
      'service_deal_updated',
      JSON.stringify(payload),
      now,
      revision,
      'user',
      userId,
      null,
    ],
  };
}
