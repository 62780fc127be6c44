import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The device login flow (RFC 8628): one row per device code, which is stored only as its SHA-256;
 * and per person, the window of wrong user codes that locks their approvals.
 */
export class DeviceAuthorizations1763900000000 implements MigrationInterface {
  name = 'DeviceAuthorizations1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE device_authorizations (
        id text PRIMARY KEY,
        device_code_hash text NOT NULL UNIQUE,
        user_code text NOT NULL UNIQUE CHECK (user_code ~ '^[BCDFGHJKLMNPQRSTVWXZ]{8}$'),
        scope text NOT NULL CHECK (scope IN ('read', 'read_write')),
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'denied')),
        interval_s integer NOT NULL CHECK (interval_s > 0),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        last_polled_at timestamptz,
        decided_at timestamptz,
        decided_by text REFERENCES users(id) ON DELETE CASCADE,
        consumed_at timestamptz,
        credential_id text REFERENCES credentials(id) ON DELETE SET NULL,
        CHECK ((status = 'pending') = (decided_at IS NULL)),
        CHECK ((decided_at IS NULL) = (decided_by IS NULL)),
        CHECK (consumed_at IS NULL OR status = 'approved')
      );
      -- The clean-up on each new code deletes by expiry.
      CREATE INDEX device_authorizations_expires_idx ON device_authorizations (expires_at);

      CREATE TABLE device_approval_attempts (
        user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        window_started_at timestamptz,
        failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE device_approval_attempts, device_authorizations;`);
  }
}
