import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency-Key on the api's POSTs (docs/api.md "Idempotent retries"): one row per key of a
 * credential, claimed by the first request (`in_progress`) and holding its response once it answered
 * (`completed`), for 24 hours. The primary key is what makes a claim atomic: of concurrent
 * `INSERT … ON CONFLICT` claims of one key, one inserts and the others find its row. No foreign key:
 * a key outlives nothing it refers to by more than a day, and the retention prune removes it.
 */
export class IdempotencyKeys1764500000000 implements MigrationInterface {
  name = 'IdempotencyKeys1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotency_keys (
        credential_id text NOT NULL,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        fingerprint text NOT NULL,
        state text NOT NULL CHECK (state IN ('in_progress', 'completed')),
        response_status integer,
        response_headers jsonb,
        response_body text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
        PRIMARY KEY (credential_id, key),
        CONSTRAINT idempotency_keys_response_when_completed CHECK (
          (state = 'completed') = (response_status IS NOT NULL AND response_headers IS NOT NULL
                                   AND response_body IS NOT NULL)
        )
      );
      -- The retention prune deletes by expiry.
      CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotency_keys;`);
  }
}
