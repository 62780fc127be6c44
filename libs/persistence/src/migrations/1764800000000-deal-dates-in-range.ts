import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The deal date range (libs/domain/src/deal/deal-date.ts), as SQL. */
const LOW = `'1970-01-01T00:00:00.000Z'::timestamptz`;
const HIGH = `'9999-12-31T23:59:59.999Z'::timestamptz`;
const HIGH_MS = '253402300799999';
const clamp = (column: string) => `LEAST(GREATEST(${column}, ${LOW}), ${HIGH})`;
const outside = (column: string) => `(${column} < ${LOW} OR ${column} > ${HIGH})`;
const DEAL_DATES = [
  'start_at',
  'end_at',
  'due_at',
  'pending_at',
  'approved_at',
  'progressed_at',
  'closed_at',
];

/**
 * Puts back into 1970-01-01 to 9999-12-31 the dates written before every move of a phase was
 * checked (relative phases followed a PATCHed or webhook-set start, and pinning kept their dates,
 * reaching year 281,000 and 6061 BC). Each date outside moves to the nearest edge of the range:
 * deal dates, pinned phase dates, and the offsets of relative phases so that they fall inside on
 * their deal's start; without a start, an offset is kept within ± the range's span. Clamping keeps
 * `end` not before `start`. A repair, not a change: `updated_at`, outbox and versions are left as
 * they are (a version is history, and the pages show its dates defensively). docs/deals.md.
 * Data only, so `down` has nothing to undo.
 */
export class DealDatesInRange1764800000000 implements MigrationInterface {
  name = 'DealDatesInRange1764800000000';

  async up(db: QueryRunner): Promise<void> {
    for (const column of DEAL_DATES) {
      await db.query(`UPDATE deals SET ${column} = ${clamp(column)} WHERE ${outside(column)}`);
    }
    for (const column of ['start_at', 'end_at']) {
      await db.query(`UPDATE phases SET ${column} = ${clamp(column)} WHERE pinned AND ${outside(column)}`);
    }
    // Offsets compared, never added, so no bigint can overflow whatever was stored.
    await db.query(`
      UPDATE phases p
      SET start_offset_ms = LEAST(GREATEST(p.start_offset_ms, -s.ms), ${HIGH_MS} - s.ms),
          end_offset_ms = LEAST(GREATEST(p.end_offset_ms, -s.ms), ${HIGH_MS} - s.ms)
      FROM (
        SELECT id, round(extract(epoch FROM start_at) * 1000)::bigint AS ms
        FROM deals WHERE start_at IS NOT NULL
      ) s
      WHERE p.deal_id = s.id AND NOT p.pinned
        AND (p.start_offset_ms NOT BETWEEN -s.ms AND ${HIGH_MS} - s.ms
          OR p.end_offset_ms NOT BETWEEN -s.ms AND ${HIGH_MS} - s.ms)
    `);
    await db.query(`
      UPDATE phases p
      SET start_offset_ms = LEAST(GREATEST(p.start_offset_ms, -${HIGH_MS}), ${HIGH_MS}),
          end_offset_ms = LEAST(GREATEST(p.end_offset_ms, -${HIGH_MS}), ${HIGH_MS})
      FROM deals d
      WHERE p.deal_id = d.id AND d.start_at IS NULL AND NOT p.pinned
        AND (p.start_offset_ms NOT BETWEEN -${HIGH_MS} AND ${HIGH_MS}
          OR p.end_offset_ms NOT BETWEEN -${HIGH_MS} AND ${HIGH_MS})
    `);
  }

  async down(): Promise<void> {
    // A repair of data: nothing to undo.
  }
}
