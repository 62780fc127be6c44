import type { Database } from '@deal/persistence';

const LOW = `'1970-01-01T00:00:00.000Z'::timestamptz`;
const HIGH = `'9999-12-31T23:59:59.999Z'::timestamptz`;
const HIGH_MS = 253_402_300_799_999;
const outside = (column: string) => `(${column} < ${LOW} OR ${column} > ${HIGH})`;
/** A relative phase's date on its deal's start, in exact numeric arithmetic (no bigint overflow). */
const placed = (offset: string) =>
  `(p.${offset}::numeric + round(extract(epoch FROM d.start_at) * 1000)) NOT BETWEEN 0 AND ${HIGH_MS}`;

/**
 * Every stored deal and phase date outside 1970-01-01 to 9999-12-31 (docs/deals.md), relative phases
 * placed on their deal's start: one line per offender, empty when all are inside. The invariant the
 * fuzz and the concurrency suites hold the api to after every batch.
 */
export async function datesOutsideRange(database: Database): Promise<string[]> {
  const rows: { what: string }[] = await database.dataSource.query(`
    SELECT 'deal ' || id AS what FROM deals
    WHERE ${['start_at', 'end_at', 'due_at'].map(outside).join(' OR ')}
    UNION ALL
    SELECT 'phase ' || p.id || ' of ' || p.deal_id FROM phases p JOIN deals d ON d.id = p.deal_id
    WHERE (p.pinned AND (${outside('p.start_at')} OR ${outside('p.end_at')}))
       OR (NOT p.pinned AND d.start_at IS NOT NULL AND (${placed('start_offset_ms')} OR ${placed('end_offset_ms')}))
  `);
  return rows.map((row) => row.what);
}
