import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed-in browsers of the web application: one row per session, the cookie's token stored only
 * as its SHA-256. `users.password_hash` (argon2id) has been in the schema since the first migration.
 */
export class WebSessions1764200000000 implements MigrationInterface {
  name = 'WebSessions1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE web_sessions (
        id text PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
        revoked_at timestamptz
      );
      CREATE INDEX web_sessions_user_idx ON web_sessions (user_id);
      -- The clean-up at each sign-in deletes by expiry.
      CREATE INDEX web_sessions_expires_idx ON web_sessions (expires_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE web_sessions;`);
  }
}
