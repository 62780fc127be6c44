import { migrate, type Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { insertDealRows } from '../testing/deal-rows';
import { ESTIMATE_TOTALS_REBUILD, EstimateTotals1765000000000 } from './1765000000000-estimate-totals';
import { undoMigrationsThrough } from '../testing/undo-migrations';

/**
 * The migration that has the database keep each deal's estimate totals, over estimates written
 * before it: undone, rows written (some without amounts), then applied again. It fills a row per
 * deal with estimates from what is there, and its `down` drops the table, triggers and function.
 */
describe('EstimateTotals migration', () => {
  let database: Database;
  const query = (sql: string, parameters?: unknown[]) => database.dataSource.query(sql, parameters);
  const kept = () =>
    query(`SELECT (SELECT count(*)::int FROM pg_trigger WHERE tgname LIKE 'estimate_totals_%') AS triggers,
                  to_regclass('estimate_totals') IS NOT NULL AS has_table`);

  beforeAll(async () => {
    database = await openTestDatabase();
    await undoMigrationsThrough(database, EstimateTotals1765000000000.name);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('is undone whole: no table, no trigger', async () => {
    expect(await kept()).toEqual([{ triggers: 0, has_table: false }]);
  });

  it('fills the totals of the deals with estimates from their rows, then keeps them', async () => {
    const at = '2026-11-27T08:00:00Z';
    await insertDealRows(
      query,
      {
        spaceId: 'spc_t',
        deals: ['deal_t1', 'deal_t2'].map((dealId) => ({ dealId, phaseId: `ph_${dealId}` })),
      },
      at,
    );
    await query(
      `INSERT INTO estimates (id, deal_id, phase_id, name, fixed_price, fixed_cost, cost_minor, price_minor, created_at)
       VALUES ('est_t1', 'deal_t1', 'ph_deal_t1', 'A', 1000, 500, 500, 1000, $1),
              ('est_t2', 'deal_t1', 'ph_deal_t1', 'B', 9223372036854775807, 3, 3, 9223372036854775807, $1),
              ('est_t3', 'deal_t1', 'ph_deal_t1', 'C', 7, 7, NULL, NULL, $1)`,
      [at],
    );
    await migrate(database);
    expect(await kept()).toEqual([{ triggers: 4, has_table: true }]);
    // Past a bigint: the sums are numeric, as sum() of bigints is.
    expect(
      await query(
        'SELECT deal_id, lines, unpriced, cost_minor::text, price_minor::text FROM estimate_totals',
      ),
    ).toEqual([
      { deal_id: 'deal_t1', lines: 3, unpriced: 1, cost_minor: '503', price_minor: '9223372036854776807' },
    ]);
    await query(`DELETE FROM estimates WHERE id = 'est_t2'`);
    expect(await query('SELECT lines, cost_minor::text FROM estimate_totals')).toEqual([
      { lines: 2, cost_minor: '500' },
    ]);
  }, 120_000);
  it('is rebuilt from the rows after a write that skipped the triggers', async () => {
    // Drift as a load with the triggers off would leave it: a wrong row, and a row of no estimates.
    await query(`UPDATE estimate_totals SET lines = 99, cost_minor = 1 WHERE deal_id = 'deal_t1'`);
    await query(
      `INSERT INTO estimate_totals (deal_id, lines, unpriced, cost_minor, price_minor) VALUES ('deal_t2', 1, 0, 5, 5)`,
    );
    await query(ESTIMATE_TOTALS_REBUILD);
    expect(await query('SELECT deal_id, lines, unpriced, cost_minor::text FROM estimate_totals')).toEqual([
      { deal_id: 'deal_t1', lines: 2, unpriced: 1, cost_minor: '500' },
    ]);
  });

  it('is emptied with the estimates by a TRUNCATE', async () => {
    await query('TRUNCATE estimates');
    expect(await query('SELECT deal_id FROM estimate_totals')).toEqual([]);
  });
});
