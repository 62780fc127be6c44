import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface WebhookDeliveryRow {
  id: string;
  event_id: string;
  action_id: string;
  /** The action's automation, copied when the delivery is written (the delivery log's index). */
  automation_id: string;
  status: string;
  /** Attempts completed in the current schedule (a redelivery starts it again). */
  attempt_count: number;
  /** Due time; while leased, the end of the lease (so an abandoned lease simply falls due again). */
  next_attempt_at: Date;
  lease_expires_at: Date | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  delivered_at: Date | null;
  /** The action's rendered message (null: written when the event's payload carried it). */
  message: string | null;
}

export const WebhookDeliverySchema = new EntitySchema<WebhookDeliveryRow>({
  name: 'webhook_delivery',
  tableName: 'webhook_deliveries',
  columns: {
    id: { ...text(), primary: true },
    event_id: text(),
    action_id: text(),
    automation_id: text(),
    status: text(),
    attempt_count: { type: 'integer' },
    next_attempt_at: timestamp(),
    lease_expires_at: timestamp(true),
    last_error: text(true),
    created_at: timestamp(),
    updated_at: timestamp(),
    delivered_at: timestamp(true),
    message: text(true),
  },
});
