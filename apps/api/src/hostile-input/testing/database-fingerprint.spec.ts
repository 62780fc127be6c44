import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { changedTables, fingerprintOf, fingerprints } from './database-fingerprint';

/**
 * `fingerprints` hashes the tables again only when a transaction may have written since: the fuzz
 * relies on it to see every write of a refused request. Runs on PGlite by default and on the real
 * server when DATABASE_URL is set (where a second connection can hold a transaction open).
 */
describe('fingerprints of a database', () => {
  let database: Database;
  const space = (id: string) =>
    database.dataSource.query(
      `INSERT INTO spaces (id, name, plan, created_at, updated_at) VALUES ($1, $1, 'free', now(), now())`,
      [id],
    );

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  /**
   * Transaction ids are the server's, not the database's: on a shared server another database's
   * transactions move the horizon too, so the fingerprint is only hashed again (never wrongly kept).
   * Alone in its process, the embedded database keeps it.
   */
  const embedded = !process.env['DATABASE_URL'];

  it('gives back the same fingerprint while nothing was written, and a new one after any write', async () => {
    const fingerprint = fingerprints(database);
    const first = await fingerprint();
    await database.dataSource.query('SELECT count(*) FROM spaces');
    const unchanged = await fingerprint();
    expect(unchanged).toEqual(first);
    if (embedded) expect(unchanged).toBe(first);

    await space('spc_fingerprint_1');
    const afterInsert = await fingerprint();
    expect(changedTables(first, afterInsert)).toEqual(['spaces (0 → 1 rows)']);
    expect(afterInsert).toEqual(await fingerprintOf(database));

    // A write that changes nothing the hash sees still takes a transaction id: hashed again, equal.
    await database.dataSource.query(`UPDATE spaces SET name = name WHERE id = 'spc_fingerprint_1'`);
    const rewritten = await fingerprint();
    expect(rewritten).not.toBe(afterInsert);
    expect(rewritten).toEqual(afterInsert);
    if (embedded) expect(await fingerprint()).toBe(rewritten);

    // A transaction that wrote and rolled back moves the horizon too; the rows are as they were.
    await database.dataSource
      .transaction(async (manager) => {
        await manager.query(`DELETE FROM spaces WHERE id = 'spc_fingerprint_1'`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await fingerprint()).toEqual(afterInsert);
  });

  const onServer = process.env['DATABASE_URL'] ? it : it.skip;
  onServer('hashes every call while another transaction is in progress, and sees its commit', async () => {
    const fingerprint = fingerprints(database);
    const runner = database.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(
        `INSERT INTO spaces (id, name, plan, created_at, updated_at) VALUES ('spc_open', 'Open', 'free', now(), now())`,
      );
      const during = await fingerprint();
      const again = await fingerprint();
      expect(again).not.toBe(during);
      expect(again).toEqual(during);
      await runner.commitTransaction();
      const rows = during['spaces']?.rows ?? 0;
      expect(changedTables(during, await fingerprint())).toEqual([`spaces (${rows} → ${rows + 1} rows)`]);
    } finally {
      await runner.release();
    }
  });
});
