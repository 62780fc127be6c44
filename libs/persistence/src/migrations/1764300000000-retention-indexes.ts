import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the retention prune (libs/persistence/src/retention) reads by, so that deleting old rows
 * stays an index scan however large the log has grown:
 * - finished deliveries by their last change (the horizon of RETENTION_DELIVERY_DAYS);
 * - deliveries by event: the prune deletes an event only when it has none left, and deleting an
 *   event makes PostgreSQL look for its deliveries (ON DELETE CASCADE), a whole-table scan per
 *   event without this index;
 * - events by age.
 *
 * Built CONCURRENTLY, outside a transaction, so that a large table keeps taking deal changes while
 * the index builds (a plain CREATE INDEX blocks every insert into it until the build ends). A build
 * cut short leaves an invalid index behind; it is dropped and built again on the next run.
 */
const INDEXES: readonly (readonly [name: string, definition: string])[] = [
  [
    'webhook_deliveries_finished_idx',
    `webhook_deliveries (updated_at) WHERE status IN ('delivered', 'failed')`,
  ],
  ['webhook_deliveries_event_idx', 'webhook_deliveries (event_id)'],
  ['outbox_events_created_idx', 'outbox_events (created_at)'],
];

export class RetentionIndexes1764300000000 implements MigrationInterface {
  name = 'RetentionIndexes1764300000000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) {
      const [found] = (await db.query(
        `SELECT i.indisvalid AS valid FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indexrelid
         WHERE c.relname = $1 AND pg_catalog.pg_table_is_visible(c.oid)`,
        [name],
      )) as { valid: boolean }[];
      if (found?.valid) continue;
      if (found) await db.query(`DROP INDEX CONCURRENTLY ${name}`);
      await db.query(`CREATE INDEX CONCURRENTLY ${name} ON ${definition}`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) {
      await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    }
  }
}
