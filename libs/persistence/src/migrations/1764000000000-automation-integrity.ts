import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What automations need beyond the initial tables: an index for the admin listing (the initial
 * `automations_space_idx` covers enabled automations only, for matching), and checks that keep
 * the trigger's secrets in step with it, so a half-written automation can never be stored.
 */
export class AutomationIntegrity1764000000000 implements MigrationInterface {
  name = 'AutomationIntegrity1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX automations_space_list_idx ON automations (space_id, id);
      ALTER TABLE automations ADD CONSTRAINT automations_signing_key_check
        CHECK ((trigger = 'webhook_received') = (signing_key IS NOT NULL));
      ALTER TABLE automation_actions ADD CONSTRAINT automation_actions_send_webhook_check
        CHECK (type <> 'send_webhook' OR (url IS NOT NULL AND secret IS NOT NULL));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE automation_actions DROP CONSTRAINT automation_actions_send_webhook_check;
      ALTER TABLE automations DROP CONSTRAINT automations_signing_key_check;
      DROP INDEX automations_space_list_idx;
    `);
  }
}
