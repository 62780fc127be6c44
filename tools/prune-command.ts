import { EnvReader, readRetentionHorizons, type Env } from '@deal/nest-kit';
import { pruneExpiredRows, type Database, type PruneCounts, type RetentionHorizons } from '@deal/persistence';

/** The horizons `npm run prune` uses: the same variables as the dispatcher, every problem at once. */
export function parsePruneConfig(env: Env): RetentionHorizons {
  const read = new EnvReader(env);
  return read.done(readRetentionHorizons(read));
}

/**
 * One prune of everything past its horizon at `now`; returns the line `npm run prune` prints:
 * one JSON object of the rows deleted per table.
 */
export async function runPrune(
  database: Database,
  horizons: RetentionHorizons,
  now: number,
): Promise<string> {
  const counts: PruneCounts = await pruneExpiredRows(database, { now, horizons });
  return JSON.stringify(counts);
}
