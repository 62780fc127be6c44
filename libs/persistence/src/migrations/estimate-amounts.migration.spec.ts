import { migrate, type Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { insertDealRows } from '../testing/deal-rows';
import { EstimateAmounts1764980000000 } from './1764980000000-estimate-amounts';
import { undoMigrationsThrough } from '../testing/undo-migrations';

/**
 * The migration that gives each estimate its stored amounts, over estimates written before it:
 * undone, rows of the old shape written, then applied again. It leaves them without amounts (no
 * backfill: the next estimate added to their deal prices every line and stores them), and its
 * `down` drops what it added.
 */
describe('EstimateAmounts migration', () => {
  let database: Database;
  const query = (sql: string, parameters?: unknown[]) => database.dataSource.query(sql, parameters);
  const amountColumns = () =>
    query(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_name = 'estimates' AND column_name IN ('cost_minor', 'price_minor')
        ORDER BY column_name`,
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    await undoMigrationsThrough(database, EstimateAmounts1764980000000.name);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('is undone whole: no amount columns', async () => {
    expect(await amountColumns()).toEqual([]);
  });

  it('adds two nullable bigint columns and leaves the rows before it without amounts', async () => {
    const at = '2026-11-27T08:00:00Z';
    await insertDealRows(query, { spaceId: 'spc_m', deals: [{ dealId: 'deal_m', phaseId: 'ph_m' }] }, at);
    await query(
      `INSERT INTO estimates (id, deal_id, phase_id, name, fixed_price, fixed_cost, created_at)
       VALUES ('est_m', 'deal_m', 'ph_m', 'Licence', 1000, 500, $1)`,
      [at],
    );
    await migrate(database);
    expect(await amountColumns()).toEqual([
      { column_name: 'cost_minor', data_type: 'bigint', is_nullable: 'YES' },
      { column_name: 'price_minor', data_type: 'bigint', is_nullable: 'YES' },
    ]);
    expect(await query(`SELECT cost_minor, price_minor FROM estimates WHERE id = 'est_m'`)).toEqual([
      { cost_minor: null, price_minor: null },
    ]);
  }, 120_000);
});
