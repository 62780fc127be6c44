import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rotated Send Webhook secret keeps signing beside the new one until `previous_secret_until`
 * (docs/automations.md "Signatures"), so a receiver can switch over without refusing a delivery.
 * Expand only: older code ignores the columns.
 */
export class PreviousWebhookSecret1764400000000 implements MigrationInterface {
  name = 'PreviousWebhookSecret1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE automation_actions
        ADD COLUMN previous_secret text,
        ADD COLUMN previous_secret_until timestamptz,
        ADD CONSTRAINT automation_actions_previous_secret_pair
          CHECK ((previous_secret IS NULL) = (previous_secret_until IS NULL));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE automation_actions
        DROP CONSTRAINT automation_actions_previous_secret_pair,
        DROP COLUMN previous_secret,
        DROP COLUMN previous_secret_until;
    `);
  }
}
