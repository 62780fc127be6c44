import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An outbox payload is delivered exactly as it was written: `json` keeps the text (and so the key
 * order of SPEC §6.1: event, space_id, timestamp, deal, changes, message), where `jsonb` re-sorts
 * keys by length. Nothing queries inside a payload, so `jsonb`'s operators and indexes are not
 * missed. Rows written before this migration keep the order `jsonb` gave them.
 */
export class OutboxPayloadAsWritten1764100000000 implements MigrationInterface {
  name = 'OutboxPayloadAsWritten1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox_events ALTER COLUMN payload TYPE json USING payload::json`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox_events ALTER COLUMN payload TYPE jsonb USING payload::jsonb`);
  }
}
