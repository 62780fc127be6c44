import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The events feed (docs/events.md): every committed deal change is an `outbox_events` row, whether
 * or not an automation matched, with the deal's revision, who made it, and the id of the
 * transaction that wrote it (`xact_id`, xid8, filled by the column default inside the writing
 * transaction). The feed reads in (xact_id, id) order and only below the oldest transaction still
 * running, so an event whose transaction took its id earlier but commits later is never skipped.
 * Rows written before have the migration's transaction id and no revision or actor. Expand only.
 */
export class EventsFeed1764870000001 implements MigrationInterface {
  name = 'EventsFeed1764870000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE outbox_events
        ADD COLUMN revision integer,
        ADD COLUMN actor_type text CHECK (actor_type IN ('user', 'space_key', 'webhook_in', 'system')),
        ADD COLUMN actor_id text,
        ADD COLUMN xact_id xid8 NOT NULL DEFAULT pg_current_xact_id();
      CREATE INDEX outbox_events_feed_idx ON outbox_events (space_id, xact_id, id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX outbox_events_feed_idx;
      ALTER TABLE outbox_events DROP COLUMN xact_id, DROP COLUMN actor_id, DROP COLUMN actor_type,
        DROP COLUMN revision;
    `);
  }
}
