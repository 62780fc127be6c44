import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each deal's revision (docs/events.md): 1 when created, +1 with every committed change, written in
 * the change's own UPDATE. One outbox event per committed change, whatever the number of actions
 * sending it: each delivery keeps its action's rendered message, and the claim puts it into the
 * event's body (a delivery written before, message NULL, sends its event's payload as it is).
 * A third trigger, `deal_created`. Expand only: older code leaves the columns at their values and
 * never lists `deal_created` automations.
 */
export class DealEvents1764870000000 implements MigrationInterface {
  name = 'DealEvents1764870000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE deals ADD COLUMN revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1);
      ALTER TABLE webhook_deliveries ADD COLUMN message text;
      ALTER TABLE automations DROP CONSTRAINT automations_trigger_check;
      ALTER TABLE automations ADD CONSTRAINT automations_trigger_check
        CHECK (trigger IN ('deal_updated', 'deal_created', 'webhook_received'));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM automations WHERE trigger = 'deal_created';
      ALTER TABLE automations DROP CONSTRAINT automations_trigger_check;
      ALTER TABLE automations ADD CONSTRAINT automations_trigger_check
        CHECK (trigger IN ('deal_updated', 'webhook_received'));
      ALTER TABLE webhook_deliveries DROP COLUMN message;
      ALTER TABLE deals DROP COLUMN revision;
    `);
  }
}
