import { ConfigError } from '@deal/nest-kit';
import { openMigratedDatabase } from '@deal/persistence';
import { parsePruneConfig, runPrune } from './prune-command';

/**
 * `npm run prune`: deletes what is past its retention horizon (docs/operations.md, "Retention")
 * from the configured database, prints one JSON line of counts per table, and exits. The dispatcher
 * does the same every `RETENTION_INTERVAL_S`; this is for cron, or with the periodic prune off.
 */
async function main(): Promise<void> {
  const horizons = parsePruneConfig(process.env);
  const database = await openMigratedDatabase(process.env);
  try {
    console.log(await runPrune(database, horizons, Date.now()));
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error instanceof ConfigError ? error.message : `prune failed: ${error.message}`);
  process.exit(1);
});
