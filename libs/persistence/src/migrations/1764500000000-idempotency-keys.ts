import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency-Key on the api's POSTs (docs/api.md "Idempotent retries"): one row per key of a
 * credential, claimed by the first request (`in_progress`) and holding its response once it answered
 * (`completed`), for 24 hours. The primary key is what makes a claim atomic: of concurrent
 * `INSERT … ON CONFLICT` claims of one key, one inserts and the others find its row. The key is kept
 * only as its SHA-256 and the body sealed under it (a response may show a new secret once, and
 * CONTRACT §2 allows none in any table). No foreign key: a row lives a day, then the retention
 * prune removes it.
 */
export class IdempotencyKeys1764500000000 implements MigrationInterface {
  name = 'IdempotencyKeys1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotency_keys (
        credential_id text NOT NULL,
        key_hash text NOT NULL,
        fingerprint text NOT NULL,
        state text NOT NULL CHECK (state IN ('in_progress', 'completed')),
        response_status integer,
        response_headers jsonb,
        response_body text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
        PRIMARY KEY (credential_id, key_hash),
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
