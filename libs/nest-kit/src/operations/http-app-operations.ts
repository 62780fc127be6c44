import type { Database } from '@deal/persistence';
import { AppLifecycle } from './app-lifecycle';
import { AppMetrics } from './metrics/app-metrics';
import { registerDatabasePoolMetrics } from './metrics/database-pool.metrics';
import type { OperationsDeps } from './probes.module';
import { databaseCheck, redisCheck } from './readiness-checks';

/**
 * The operations side of an HTTP app (the api, webhook-in): its metrics, with the database pool's,
 * and readiness that needs the database and, when the app shares limits through Redis, Redis too.
 */
export function httpAppOperations(app: string, database: Database, redisUrl: string | null): OperationsDeps {
  const metrics = new AppMetrics(app);
  registerDatabasePoolMetrics(metrics, database);
  return {
    lifecycle: new AppLifecycle(),
    metrics,
    readiness: [databaseCheck(database), ...(redisUrl !== null ? [redisCheck(redisUrl)] : [])],
  };
}
