import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface DeliveryAttemptRow {
  id: string;
  delivery_id: string;
  attempt_number: number;
  started_at: Date;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
}

export const DeliveryAttemptSchema = new EntitySchema<DeliveryAttemptRow>({
  name: 'delivery_attempt',
  tableName: 'delivery_attempts',
  columns: {
    id: { ...text(), primary: true },
    delivery_id: text(),
    attempt_number: { type: 'integer' },
    started_at: timestamp(),
    duration_ms: { type: 'integer' },
    status_code: { type: 'integer', nullable: true },
    error: text(true),
  },
});
