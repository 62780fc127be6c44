import { databaseConfigFromEnv, migrate, openDatabase, type Database } from '@deal/persistence';

/** Opens the database the environment names (CONTRACT §1) and brings its schema up to date. */
export async function openMigratedDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const database = await openDatabase(databaseConfigFromEnv(env));
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
