import { migrate, openDatabase, type Database } from '../data-source/database';
import { openThrowAwayDatabase } from '../data-source/throw-away-database';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when
 * DATABASE_URL points at a real server, a throw-away database created on it and dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'embedded', dataDir: 'memory' });
    await migrate(database);
    return database;
  }
  return openThrowAwayDatabase(serverUrl, { prefix: 'dps_test', poolSize: 20 });
}
