import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password reset and the sessions a person sees (docs/accounts.md): "forgot password" links, each
 * stored only as its token's SHA-256, used once within an hour; each web session's last request
 * (written at most once a minute), browser and address; the email outbox's `password_reset` kind.
 * Sessions from before have been seen last at their start and have no browser or address.
 */
export class PasswordResetsAndVisibleSessions1764930000000 implements MigrationInterface {
  name = 'PasswordResetsAndVisibleSessions1764930000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE password_resets (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
        used_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX password_resets_user_idx ON password_resets (user_id) WHERE used_at IS NULL`,
    );
    await db.query(`CREATE INDEX password_resets_expires_idx ON password_resets (expires_at)`);
    await db.query(
      `ALTER TABLE web_sessions ADD COLUMN last_seen_at timestamptz, ADD COLUMN user_agent text, ADD COLUMN ip text`,
    );
    await db.query(`UPDATE web_sessions SET last_seen_at = created_at`);
    await db.query(`ALTER TABLE web_sessions ALTER COLUMN last_seen_at SET NOT NULL`);
    await db.query(`ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check`);
    await db.query(
      `ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
         CHECK (kind IN ('invitation', 'verify_email', 'account_exists', 'password_reset'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM email_outbox WHERE kind = 'password_reset'`);
    await db.query(`ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check`);
    await db.query(
      `ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
         CHECK (kind IN ('invitation', 'verify_email', 'account_exists'))`,
    );
    await db.query(
      `ALTER TABLE web_sessions DROP COLUMN last_seen_at, DROP COLUMN user_agent, DROP COLUMN ip`,
    );
    await db.query(`DROP TABLE password_resets`);
  }
}
