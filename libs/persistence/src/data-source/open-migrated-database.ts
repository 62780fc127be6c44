import { databaseConfigFromEnv, type DatabaseConfig } from '../config/database-config';
import { migrate, openDatabase, type Database } from './database';

/** Opens the database the environment names (CONTRACT §1) and brings its schema up to date. */
export async function openMigratedDatabase(env: Record<string, string | undefined>): Promise<Database> {
  return openAppDatabase(databaseConfigFromEnv(env), { migrateOnStart: true });
}

/**
 * Opens an app's database and, with `migrateOnStart` (the app's `MIGRATE_ON_START`), applies the
 * pending migrations first, under the migration lock. Without it the schema is left to
 * `npm run migrate` (the migration Job); /readyz answers 503 while a migration of this build is missing.
 */
export async function openAppDatabase(
  config: DatabaseConfig,
  options: { readonly migrateOnStart: boolean },
): Promise<Database> {
  const database = await openDatabase(config);
  if (!options.migrateOnStart) return database;
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
