import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently, dropIndexConcurrently } from './concurrent-index';

/** Rows per backfill statement: each is its own short transaction, so the log stays writable. */
const BACKFILL_BATCH = 10_000;

/**
 * The delivery log in a cost that does not grow with the table (docs/performance.md "Cost as the
 * tables grow"). The log lists an automation's deliveries newest first by (created_at, id); it
 * reached them through the actions join, so no index could serve that order and every page
 * seq-scanned and sorted every delivery (996 ms a page at a million). Each delivery now carries
 * its automation (`automation_id`, copied from its action, which never moves to another automation),
 * and webhook_deliveries_log_idx (automation_id, created_at DESC, id DESC) hands out any page,
 * first or deep, as an index range read.
 *
 * Expand only, and without a long lock on a large table, so it runs outside a transaction:
 * - the column is added nullable (no rewrite);
 * - a trigger fills it from the action for any writer that does not name it (code older than this
 *   migration, still running during a rollout); this code's writers set it themselves, so the
 *   trigger's WHEN skips them without a function call;
 * - existing rows are backfilled in batches by primary key, each batch its own transaction;
 * - NOT NULL goes on through a validated CHECK, so SET NOT NULL needs no scan under an exclusive
 *   lock; the index is built CONCURRENTLY (an invalid one left by an interrupted run is rebuilt).
 * Every step is safe to run again after an interruption.
 */
export class DeliveryLogByAutomation1764970000000 implements MigrationInterface {
  name = 'DeliveryLogByAutomation1764970000000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_deliveries ADD COLUMN IF NOT EXISTS automation_id text`);
    await db.query(`
      CREATE OR REPLACE FUNCTION webhook_deliveries_fill_automation() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        SELECT a.automation_id INTO NEW.automation_id FROM automation_actions AS a WHERE a.id = NEW.action_id;
        RETURN NEW;
      END $$`);
    await db.query(`DROP TRIGGER IF EXISTS webhook_deliveries_fill_automation ON webhook_deliveries`);
    await db.query(`
      CREATE TRIGGER webhook_deliveries_fill_automation BEFORE INSERT ON webhook_deliveries
      FOR EACH ROW WHEN (NEW.automation_id IS NULL) EXECUTE FUNCTION webhook_deliveries_fill_automation()`);
    await backfill(db);
    await db.query(`
      ALTER TABLE webhook_deliveries DROP CONSTRAINT IF EXISTS webhook_deliveries_automation_id_set;
      ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_automation_id_set
        CHECK (automation_id IS NOT NULL) NOT VALID`);
    await db.query(`ALTER TABLE webhook_deliveries VALIDATE CONSTRAINT webhook_deliveries_automation_id_set`);
    await db.query(`
      ALTER TABLE webhook_deliveries ALTER COLUMN automation_id SET NOT NULL;
      ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_automation_id_set`);
    await createIndexConcurrently(
      db,
      'webhook_deliveries_log_idx',
      'webhook_deliveries (automation_id, created_at DESC, id DESC)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await dropIndexConcurrently(db, 'webhook_deliveries_log_idx');
    await db.query(`
      DROP TRIGGER IF EXISTS webhook_deliveries_fill_automation ON webhook_deliveries;
      DROP FUNCTION IF EXISTS webhook_deliveries_fill_automation();
      ALTER TABLE webhook_deliveries DROP COLUMN IF EXISTS automation_id`);
  }
}

/** Copies each delivery's automation from its action, BACKFILL_BATCH rows at a time in id order. */
async function backfill(db: QueryRunner): Promise<void> {
  let after = '';
  for (;;) {
    const [row] = (await db.query(
      `WITH batch AS (
         SELECT id FROM webhook_deliveries WHERE id > $1 ORDER BY id LIMIT ${BACKFILL_BATCH}
       ), filled AS (
         UPDATE webhook_deliveries AS d SET automation_id = a.automation_id
         FROM batch AS b, automation_actions AS a
         WHERE d.id = b.id AND a.id = d.action_id AND d.automation_id IS NULL
       )
       SELECT max(id) AS last FROM batch`,
      [after],
    )) as { last: string | null }[];
    if (!row?.last) return;
    after = row.last;
  }
}
