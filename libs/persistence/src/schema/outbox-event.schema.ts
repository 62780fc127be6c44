import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface OutboxEventRow {
  id: string;
  space_id: string;
  deal_id: string | null;
  event: string;
  /** The request body but each action's `message` (docs/events.md); never a secret. */
  payload: object;
  created_at: Date;
  /** The trace and request it was written in (setTraceContextSource, typeorm-outbox.repository.ts); null outside one. */
  trace_context: string | null;
  revision: number | null;
  actor_type: string | null;
  actor_id: string | null;
  // xact_id (xid8, the writing transaction: the feed's commit order, docs/events.md) is the
  // column default's alone and read only by the feed's SQL, so it is not mapped here.
}

export const OutboxEventSchema = new EntitySchema<OutboxEventRow>({
  name: 'outbox_event',
  tableName: 'outbox_events',
  columns: {
    id: { ...text(), primary: true },
    space_id: text(),
    deal_id: text(true),
    event: text(),
    payload: { type: 'json' },
    created_at: timestamp(),
    trace_context: text(true),
    revision: { type: 'integer', nullable: true },
    actor_type: text(true),
    actor_id: text(true),
  },
});
