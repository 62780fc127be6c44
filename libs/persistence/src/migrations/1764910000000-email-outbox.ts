import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The email outbox (docs/accounts.md "Email"): each email is written in the transaction of what
 * caused it and delivered by the dispatcher, leased like webhook deliveries. The bodies and links
 * are sealed (they carry single-use links) and cleared once the email is sent or given up on.
 */
export class EmailOutbox1764910000000 implements MigrationInterface {
  name = 'EmailOutbox1764910000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE email_outbox (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('invitation')),
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text,
        html_body text,
        links text,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempt_count int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        lease_expires_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        sent_at timestamptz,
        CHECK (status <> 'pending' OR (text_body IS NOT NULL AND html_body IS NOT NULL AND links IS NOT NULL))
      )`);
    await db.query(
      `CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at, id) WHERE status = 'pending'`,
    );
    await db.query(
      `CREATE INDEX email_outbox_updated_idx ON email_outbox (updated_at) WHERE status <> 'pending'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE email_outbox`);
  }
}
