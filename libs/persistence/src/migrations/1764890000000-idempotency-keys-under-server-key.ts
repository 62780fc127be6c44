import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kept answers of Idempotency-Key are now found by a keyed hash and sealed under a key derived from
 * SECRETS_KEY and the client's Idempotency-Key (idempotent-response.seal.ts). The rows of the
 * previous scheme (an unkeyed SHA-256 of the key, a body the key alone opened: a guessable key
 * opened a stored token) can no longer be found, and are erased rather than left openable. A retry
 * of one of them within its 24 hours runs again (docs/operations.md "Secrets at rest").
 * The other secrets are sealed by the re-seal pass that `migrate` runs after the migrations: a
 * migration has no server key.
 */
export class IdempotencyKeysUnderServerKey1764890000000 implements MigrationInterface {
  name = 'IdempotencyKeysUnderServerKey1764890000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM idempotency_keys`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM idempotency_keys`);
  }
}
