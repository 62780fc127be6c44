import { migrate } from '../data-source/database';
import { MIGRATIONS } from '../migrations';
import { openTestDatabase } from './test-database';

/**
 * The suites' databases: on PGlite each starts from a migrated template kept on disk. Whichever
 * way it was made (the template's first build, a reuse of it, or a server's throw-away database),
 * a test database has every migration applied and none pending, and starts empty.
 */
describe('openTestDatabase', () => {
  it('opens a migrated, empty database, the first time and every time after', async () => {
    for (let round = 0; round < 2; round++) {
      const database = await openTestDatabase();
      try {
        expect(await migrate(database)).toEqual([]);
        const applied: { name: string }[] = await database.dataSource.query(
          'SELECT name FROM migrations ORDER BY timestamp',
        );
        expect(applied.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
        const [{ users }] = await database.dataSource.query('SELECT count(*)::int AS users FROM users');
        expect(users).toBe(0);
      } finally {
        await database.close();
      }
    }
  });
});
