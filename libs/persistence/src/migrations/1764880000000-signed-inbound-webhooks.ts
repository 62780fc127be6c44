import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed inbound calls (docs/webhook-in.md "Signed calls"): a Webhook Received automation's own
 * Standard Webhooks signing secret (null: it takes the static key, as before), and the receipts of
 * signed calls by `webhook-id`, kept 24 hours so a replayed id gets its first receipt again. The
 * primary key is what makes a concurrent duplicate wait for the first and apply nothing. Expand
 * only: older code neither reads nor writes either.
 */
export class SignedInboundWebhooks1764880000000 implements MigrationInterface {
  name = 'SignedInboundWebhooks1764880000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE automations
        ADD COLUMN inbound_signing_secret text
          CONSTRAINT automations_inbound_signing_secret_check
          CHECK (inbound_signing_secret IS NULL OR trigger = 'webhook_received');
    `);
    await db.query(`
      CREATE TABLE inbound_webhook_receipts (
        automation_id text NOT NULL REFERENCES automations (id) ON DELETE CASCADE,
        webhook_id text NOT NULL,
        receipt jsonb,
        received_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (automation_id, webhook_id)
      );
    `);
    await db.query(
      `CREATE INDEX inbound_webhook_receipts_expires_at_idx ON inbound_webhook_receipts (expires_at);`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE inbound_webhook_receipts;`);
    await db.query(`ALTER TABLE automations DROP COLUMN inbound_signing_secret;`);
  }
}
