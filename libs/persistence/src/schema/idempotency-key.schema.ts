import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

/** One Idempotency-Key of one credential and, once its first request answered, that answer. */
export interface IdempotencyKeyRow {
  credential_id: string;
  key_hash: string;
  fingerprint: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  response_headers: Record<string, string> | null;
  /** Sealed: see idempotent-response.seal.ts. */
  response_body: string | null;
  created_at: Date;
  expires_at: Date;
}

export const IdempotencyKeySchema = new EntitySchema<IdempotencyKeyRow>({
  name: 'idempotency_key',
  tableName: 'idempotency_keys',
  columns: {
    credential_id: { ...text(), primary: true },
    key_hash: { ...text(), primary: true },
    fingerprint: text(),
    state: text(),
    response_status: { type: 'integer', nullable: true },
    response_headers: { type: 'jsonb', nullable: true },
    response_body: text(true),
    created_at: timestamp(),
    expires_at: timestamp(),
  },
});
