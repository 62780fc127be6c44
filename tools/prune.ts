import { ConfigError } from '@deal/nest-kit';
import { databaseConfigFromEnv, openDatabase } from '@deal/persistence';
import { parsePruneConfig, runPrune } from './prune-command';

/**
 * `npm run prune`: on a migrated database, deletes what is past its retention horizon (docs/operations.md, "Retention")
 * from the configured database, prints one JSON line of counts per table, and exits. The dispatcher
 * does the same every `RETENTION_INTERVAL_S`; this is for cron, or with the periodic prune off.
 */
async function main(): Promise<void> {
  const horizons = parsePruneConfig(process.env);
  // Never migrates: a prune started by cron beside a rollout leaves the schema to the migration
  // Job. With migrations pending it stops and says so.
  const database = await openDatabase(databaseConfigFromEnv(process.env), { poolSize: 1 });
  try {
    if (await database.dataSource.showMigrations()) {
      throw new Error('migrations are pending: run `npm run migrate` (or let the app start) first');
    }
    console.log(await runPrune(database, horizons, Date.now()));
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error instanceof ConfigError ? error.message : `prune failed: ${error.message}`);
  process.exit(1);
});
