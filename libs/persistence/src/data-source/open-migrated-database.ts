import { databaseConfigFromEnv } from '../config/database-config';
import { migrate, openDatabase, type Database } from './database';

/** Opens the database the environment names (CONTRACT §1) and brings its schema up to date. */
export async function openMigratedDatabase(env: Record<string, string | undefined>): Promise<Database> {
  const database = await openDatabase(databaseConfigFromEnv(env));
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
