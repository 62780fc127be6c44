import { databaseConfigFromEnv, migrate, openDatabase } from '@deal/persistence';

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
async function main(): Promise<void> {
  const database = await openDatabase(databaseConfigFromEnv(process.env));
  try {
    const applied = await migrate(database);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(`migrate failed: ${error.message}`);
  process.exit(1);
});
