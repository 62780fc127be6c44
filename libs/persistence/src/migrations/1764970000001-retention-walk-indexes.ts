import type { MigrationInterface, QueryRunner } from 'typeorm';
import { replaceIndexConcurrently } from './concurrent-index';

/** [name, new definition, its keys, old definition, its keys] */
const INDEXES: readonly (readonly [string, string, string, string, string])[] = [
  [
    'webhook_deliveries_finished_idx',
    `webhook_deliveries (updated_at, id) WHERE status IN ('delivered', 'failed')`,
    '(updated_at, id)',
    `webhook_deliveries (updated_at) WHERE status IN ('delivered', 'failed')`,
    '(updated_at)',
  ],
  [
    'outbox_events_created_idx',
    'outbox_events (created_at, id)',
    '(created_at, id)',
    'outbox_events (created_at)',
    '(created_at)',
  ],
];

/**
 * The retention prune walks finished deliveries and old events by index range, each batch starting
 * after the (time, id) where the previous one stopped (retention.sql.ts), so that a batch never
 * reads again what earlier batches deleted or kept: a prune's cost per row stays the same however
 * many rows it deletes (docs/performance.md "Cost as the tables grow"). The two retention indexes
 * gain `id` as their second key for that; names are kept. Built CONCURRENTLY beside the old ones,
 * outside a transaction, so the tables keep taking writes; safe to run again after an interruption.
 */
export class RetentionWalkIndexes1764970000001 implements MigrationInterface {
  name = 'RetentionWalkIndexes1764970000001';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    for (const [name, definition, keys] of INDEXES) {
      await replaceIndexConcurrently(db, name, definition, keys);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [name, , , definition, keys] of INDEXES) {
      await replaceIndexConcurrently(db, name, definition, keys);
    }
  }
}
