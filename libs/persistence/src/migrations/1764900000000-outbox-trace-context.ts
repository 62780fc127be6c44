import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trace an outbox event was written in (docs/operations.md "Tracing"): JSON with the W3C
 * `traceparent` (and `tracestate`) when tracing is on, and the request id. Nullable: events written
 * outside a request, or before this migration, have none.
 */
export class OutboxTraceContext1764900000000 implements MigrationInterface {
  name = 'OutboxTraceContext1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox_events ADD COLUMN trace_context text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox_events DROP COLUMN trace_context`);
  }
}
