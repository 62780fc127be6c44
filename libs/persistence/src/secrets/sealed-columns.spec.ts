import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { SEALED_COLUMNS } from './sealed-columns';

/**
 * Every column of the migrated schema named like a secret is sealed (listed in SEALED_COLUMNS), so
 * a new one cannot be added in clear by mistake: listing it is the one line docs/persistence.md
 * "Sealed columns" asks for.
 */
describe('SEALED_COLUMNS', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  /** Always NULL since the SigningSecrets migration, dropped with the old columns (docs/automations.md). */
  const ERASED = ['automation_actions.previous_secret'];

  it('lists every column named like a secret (…secret…, signing_key) of the schema', async () => {
    const rows: { table_name: string; column_name: string }[] = await database.dataSource.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type = 'text' AND (column_name LIKE '%secret%' OR column_name LIKE '%signing_key%')
        ORDER BY table_name, column_name`,
    );
    const named = rows
      .map((row) => `${row.table_name}.${row.column_name}`)
      .filter((c) => !ERASED.includes(c));
    const listed = Object.entries(SEALED_COLUMNS).flatMap(([table, columns]) =>
      columns.map((column) => `${table}.${column}`),
    );
    expect(named.filter((column) => !listed.includes(column))).toEqual([]);
  });

  it('names only columns the schema has (some, such as the email bodies, are not named like a secret)', async () => {
    const rows: { table_name: string; column_name: string }[] = await database.dataSource.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type = 'text'`,
    );
    const columns = rows.map((row) => `${row.table_name}.${row.column_name}`);
    const listed = Object.entries(SEALED_COLUMNS).flatMap(([table, names]) =>
      names.map((column) => `${table}.${column}`),
    );
    expect(listed.filter((column) => !columns.includes(column))).toEqual([]);
  });
});
