import type { Database } from '@deal/persistence';

/** True when the database answers a trivial query within the time limit. */
export type DatabaseProbe = () => Promise<boolean>;

/**
 * `SELECT 1` on the app's own data source. On the embedded database it queues behind whatever
 * holds the one connection, so the limit is generous enough for a transaction to finish first.
 */
export function databaseProbe(database: Database, timeoutMs = 2_000): DatabaseProbe {
  return async () => {
    if (!database.dataSource.isInitialized) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const answered = database.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}
