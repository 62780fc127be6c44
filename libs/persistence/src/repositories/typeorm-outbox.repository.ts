import type { NewDelivery, OutboxEntry, OutboxEvent, OutboxRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { OUTBOX_CHANNEL } from '../outbox/outbox-channel';
import { toDate } from './row-values';
import { queryRecords } from './sql-records';

/**
 * A delivery's automation, copied from its action for the delivery log's index
 * (webhook_deliveries_log_idx). An unknown action gives NULL, which the NOT NULL column refuses:
 * the statement fails whole, as the foreign key to the action makes it fail anyway.
 */
const AUTOMATION_OF_ACTION = `(SELECT a.automation_id FROM automation_actions AS a WHERE a.id = delivery.action_id)`;

/**
 * Where the outbox reads the trace context it stores with each event (`outbox_events.trace_context`):
 * the apps' request scope and tracer set the source (nest-kit's stored-trace-context.ts); by
 * default, none.
 */
let traceContextSource: () => string | null = () => null;

export function setTraceContextSource(next: () => string | null): void {
  traceContextSource = next;
}

/**
 * The events, their deliveries and the dispatchers' wake-up in one round trip, however many entries:
 * the rows go in as parallel arrays (`unnest`), so the statement's text and its parameter count stay
 * the same for one entry or thousands. Data-modifying WITH parts always run to completion, and the
 * deliveries' foreign key to their event is checked at the end of the statement, when both are in.
 * `trace_context` is the request's and trace's, read here (not in the domain) from the async context.
 * `payload` is `json`: the text written is the text delivered (`JSON.stringify` here, key order kept).
 * A new deal's event always goes in (the events feed keeps every change); the dispatchers are woken
 * only when a delivery was queued. `xact_id` is left to its default, the writing transaction's id.
 * A change of an existing deal writes its event with the deal's UPDATE instead (`insertEventPart`)
 * and its deliveries with `appendDeliveries`.
 */
const APPEND = `
  WITH events AS (
    INSERT INTO outbox_events (id, space_id, deal_id, event, payload, created_at, revision, actor_type, actor_id,
                               trace_context)
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::json[], $6::timestamptz[],
      $14::int[], $15::text[], $16::text[], $17::text[])
  ), deliveries AS (
    INSERT INTO webhook_deliveries (id, event_id, action_id, automation_id, status, attempt_count, next_attempt_at,
                                    lease_expires_at, last_error, created_at, updated_at, delivered_at, message)
    SELECT id, event_id, action_id, ${AUTOMATION_OF_ACTION}, 'pending', 0, next_attempt_at, NULL, NULL, created_at,
        created_at, NULL, message
      FROM unnest($7::text[], $8::text[], $9::text[], $10::timestamptz[], $11::timestamptz[], $12::text[])
        AS delivery (id, event_id, action_id, next_attempt_at, created_at, message)
  )
  SELECT pg_notify($13, '') WHERE cardinality($7::text[]) > 0`;

/** The deliveries of an event already written (by the deal's UPDATE), and the wake-up. */
const APPEND_DELIVERIES = `
  WITH deliveries AS (
    INSERT INTO webhook_deliveries (id, event_id, action_id, automation_id, status, attempt_count, next_attempt_at,
                                    lease_expires_at, last_error, created_at, updated_at, delivered_at, message)
    SELECT id, event_id, action_id, ${AUTOMATION_OF_ACTION}, 'pending', 0, next_attempt_at, NULL, NULL, created_at,
        created_at, NULL, message
      FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::text[])
        AS delivery (id, event_id, action_id, next_attempt_at, created_at, message)
  )
  SELECT pg_notify($7, '')`;

/**
 * One event's row as a data-modifying WITH part whose parameters start at `$first`, for a statement
 * that writes it beside something else (the deal's UPDATE); `xact_id` is its column default.
 */
export function insertEventPart(first: number): string {
  const p = (offset: number) => `$${first + offset}`;
  return `INSERT INTO outbox_events (id, space_id, deal_id, event, payload, created_at, revision, actor_type, actor_id,
      trace_context)
    VALUES (${p(0)}::text, ${p(1)}::text, ${p(2)}::text, ${p(3)}::text, ${p(4)}::json, ${p(5)}::timestamptz,
      ${p(6)}::int, ${p(7)}::text, ${p(8)}::text, ${p(9)}::text)`;
}

/** The parameters of `insertEventPart`, in order. */
export function eventParameters(event: OutboxEvent): unknown[] {
  return [
    event.id,
    event.spaceId,
    event.dealId,
    event.event,
    JSON.stringify(event.payload),
    toDate(event.createdAt),
    event.payload.revision,
    event.payload.actor.type,
    event.payload.actor.id,
    traceContextSource(),
  ];
}

const deliveryColumns = (deliveries: readonly NewDelivery[]) => [
  deliveries.map((delivery) => delivery.id),
  deliveries.map((delivery) => delivery.eventId),
  deliveries.map((delivery) => delivery.actionId),
  deliveries.map((delivery) => toDate(delivery.nextAttemptAt)),
  deliveries.map((delivery) => toDate(delivery.createdAt)),
  deliveries.map((delivery) => delivery.message),
];

export class TypeOrmOutboxRepository implements OutboxRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Use the deal change's transactional repositories: the rows and the wake-up then commit with the
   * change, and a rolled-back change leaves neither rows nor a notification behind.
   */
  async append(entries: readonly OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const events = entries.map((entry) => entry.event);
    const deliveries = entries.flatMap((entry) => entry.deliveries);
    const traceContext = traceContextSource();
    await queryRecords(this.manager, APPEND, [
      events.map((event) => event.id),
      events.map((event) => event.spaceId),
      events.map((event) => event.dealId),
      events.map((event) => event.event),
      events.map((event) => JSON.stringify(event.payload)),
      events.map((event) => toDate(event.createdAt)),
      ...deliveryColumns(deliveries),
      OUTBOX_CHANNEL,
      events.map((event) => event.payload.revision),
      events.map((event) => event.payload.actor.type),
      events.map((event) => event.payload.actor.id),
      events.map(() => traceContext),
    ]);
  }

  async appendDeliveries(deliveries: readonly NewDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    await queryRecords(this.manager, APPEND_DELIVERIES, [...deliveryColumns(deliveries), OUTBOX_CHANNEL]);
  }
}
