import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Endpoint health (docs/automations.md "Endpoint health"): each Send Webhook action carries the run
 * of failed deliveries of its endpoint and, once the rule disabled it, when; deliveries of a
 * disabled endpoint are `held` (kept, not attempted). Expand only: older code ignores the columns,
 * and never claims a held delivery (it claims `pending` ones only).
 */
export class EndpointHealth1764700000000 implements MigrationInterface {
  name = 'EndpointHealth1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE automation_actions
        ADD COLUMN endpoint_consecutive_failures integer NOT NULL DEFAULT 0
          CHECK (endpoint_consecutive_failures >= 0),
        ADD COLUMN endpoint_failing_since timestamptz,
        ADD COLUMN endpoint_last_error text,
        ADD COLUMN endpoint_disabled_at timestamptz,
        ADD CONSTRAINT automation_actions_endpoint_run
          CHECK ((endpoint_consecutive_failures = 0) = (endpoint_failing_since IS NULL)),
        ADD CONSTRAINT automation_actions_endpoint_disabled_in_run
          CHECK (endpoint_disabled_at IS NULL OR endpoint_failing_since IS NOT NULL);
      ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check;
      ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check
        CHECK (status IN ('pending', 'delivered', 'failed', 'held'));
      CREATE INDEX webhook_deliveries_held_idx ON webhook_deliveries (action_id) WHERE status = 'held';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX webhook_deliveries_held_idx;
      UPDATE webhook_deliveries SET status = 'failed' WHERE status = 'held';
      ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check;
      ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check
        CHECK (status IN ('pending', 'delivered', 'failed'));
      ALTER TABLE automation_actions
        DROP CONSTRAINT automation_actions_endpoint_disabled_in_run,
        DROP CONSTRAINT automation_actions_endpoint_run,
        DROP COLUMN endpoint_consecutive_failures,
        DROP COLUMN endpoint_failing_since,
        DROP COLUMN endpoint_last_error,
        DROP COLUMN endpoint_disabled_at;
    `);
  }
}
