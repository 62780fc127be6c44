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
  },
});
