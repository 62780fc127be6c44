import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each deal's revision (docs/events.md): 1 when created, +1 with every committed change, written in
 * the change's own UPDATE. One outbox event per committed change, whatever the number of actions
 * sending it: each delivery keeps its action's rendered message, and the claim puts it into the
 * event's body (a delivery written before, message NULL, sends its event's payload as it is).
 * Expand only: older code leaves the columns at their values.
 */
export class DealRevision1764870000000 implements MigrationInterface {
  name = 'DealRevision1764870000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE deals ADD COLUMN revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1);
      ALTER TABLE webhook_deliveries ADD COLUMN message text;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE webhook_deliveries DROP COLUMN message;
      ALTER TABLE deals DROP COLUMN revision;
    `);
  }
}
