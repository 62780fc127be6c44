import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open sign-ups waiting for their email to be verified (SIGN_UP=open, docs/accounts.md): no user
 * row exists until the emailed link is followed. One per email; the link token only as its SHA-256.
 * The email outbox takes the two emails of open sign-up: the link, and "you already have an account".
 */
export class PendingSignUps1764910000002 implements MigrationInterface {
  name = 'PendingSignUps1764910000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pending_sign_ups (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        name text NOT NULL,
        password_hash text NOT NULL,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX pending_sign_ups_expires_idx ON pending_sign_ups (expires_at)`);
    await db.query(`ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check`);
    await db.query(
      `ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
         CHECK (kind IN ('invitation', 'verify_email', 'account_exists'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM email_outbox WHERE kind <> 'invitation'`);
    await db.query(`ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check`);
    await db.query(
      `ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (kind IN ('invitation'))`,
    );
    await db.query(`DROP TABLE pending_sign_ups`);
  }
}
