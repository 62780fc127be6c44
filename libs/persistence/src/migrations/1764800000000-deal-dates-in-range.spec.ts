import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { DealDatesInRange1764800000000 } from './1764800000000-deal-dates-in-range';

/**
 * The repair of dates stored outside 1970–9999 before every move of a phase was checked
 * (docs/deals.md), on rows written straight into the database as the old code left them. Both
 * databases.
 */
const MIN = 0;
const MAX = 253_402_300_799_999;
const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 23);

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const sql = (text: string, values: unknown[] = []) => database.dataSource.query(text, values);
  await sql(
    `INSERT INTO spaces (id, name, plan, created_at, updated_at) VALUES ('spc_r', 'R', 'free', now(), now())`,
  );
  const deal = `INSERT INTO deals (id, space_id, name, status, currency, start_at, end_at, due_at, closed_at,
      created_at, updated_at) VALUES ($1, 'spc_r', 'D', 'draft', 'eur', $2, $3, $4, $5, now(), '2026-01-01T00:00:00Z')`;
  await sql(deal, ['deal_a', new Date(START), '12000-01-01T00:00:00Z', '0100-01-01T00:00:00Z', null]);
  await sql(deal, ['deal_b', null, null, null, '1960-06-01T00:00:00Z']);
  const pinned = `INSERT INTO phases (id, deal_id, name, pinned, start_at, end_at, created_at)
      VALUES ($1, 'deal_a', $1, true, $2, $3, now())`;
  await sql(pinned, ['ph_pinned_out', '0500-01-01T00:00:00Z', '20000-01-01T00:00:00Z']);
  await sql(pinned, ['ph_pinned_in', new Date(START), new Date(START + DAY)]);
  const relative = `INSERT INTO phases (id, deal_id, name, pinned, start_offset_ms, end_offset_ms, created_at)
      VALUES ($1, $2, $1, false, $3, $4, now())`;
  // Year 281,000, past what a JavaScript Date holds; 6061 BC; one that fits.
  await sql(relative, ['ph_late', 'deal_a', '8800000000000000', '8800000000000001']);
  await sql(relative, ['ph_early', 'deal_a', '-253402300799999', '0']);
  await sql(relative, ['ph_fits', 'deal_a', '0', String(DAY)]);
  await sql(relative, ['ph_startless', 'deal_b', '-9000000000000000000', '9000000000000000000']);
  const runner = database.dataSource.createQueryRunner();
  try {
    await new DealDatesInRange1764800000000().up(runner);
    await new DealDatesInRange1764800000000().up(runner); // a second run changes nothing
  } finally {
    await runner.release();
  }
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const ms = (column: string) => `(round(extract(epoch FROM ${column}) * 1000))::bigint AS ${column}`;

describe('DealDatesInRange1764800000000', () => {
  it('moves each deal date outside the range to its nearest edge, and leaves updated_at alone', async () => {
    const rows = await database.dataSource.query(
      `SELECT id, ${['start_at', 'end_at', 'due_at', 'closed_at', 'updated_at'].map(ms).join(', ')}
       FROM deals ORDER BY id`,
    );
    const updated = String(Date.UTC(2026, 0, 1));
    expect(rows).toEqual([
      {
        id: 'deal_a',
        start_at: String(START),
        end_at: String(MAX),
        due_at: String(MIN),
        closed_at: null,
        updated_at: updated,
      },
      {
        id: 'deal_b',
        start_at: null,
        end_at: null,
        due_at: null,
        closed_at: String(MIN),
        updated_at: updated,
      },
    ]);
  });

  it('puts pinned phases inside, and relative ones inside on their deal start (within ± the span without one)', async () => {
    const rows = await database.dataSource.query(
      `SELECT id, ${ms('start_at')}, ${ms('end_at')}, start_offset_ms, end_offset_ms FROM phases ORDER BY id`,
    );
    const pinned = (id: string, start: number, end: number) => ({
      id,
      start_at: String(start),
      end_at: String(end),
      start_offset_ms: null,
      end_offset_ms: null,
    });
    const relative = (id: string, start: number, end: number) => ({
      id,
      start_at: null,
      end_at: null,
      start_offset_ms: String(start),
      end_offset_ms: String(end),
    });
    expect(rows).toEqual([
      relative('ph_early', MIN - START, 0),
      relative('ph_fits', 0, DAY),
      relative('ph_late', MAX - START, MAX - START),
      pinned('ph_pinned_in', START, START + DAY),
      pinned('ph_pinned_out', MIN, MAX),
      relative('ph_startless', -MAX, MAX),
    ]);
  });
});
