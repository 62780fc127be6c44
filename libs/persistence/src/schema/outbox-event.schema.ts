import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface OutboxEventRow {
  id: string;
  space_id: string;
  deal_id: string | null;
  event: string;
  /** The complete request body (SPEC §6.1); never a secret. */
  payload: object;
  created_at: Date;
  /** The trace and request it was written in (outbox/trace-context-source.ts); null outside one. */
  trace_context: string | null;
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
  },
});
