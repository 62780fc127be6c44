import { Gauge } from 'prom-client';
import type { Database } from '@deal/persistence';
import type { AppMetrics } from './app-metrics';

interface PgPool {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options?: { readonly max?: number };
}

/**
 * The pg pool behind the data source: its size (DATABASE_POOL_SIZE; 1 for the embedded database),
 * connections in use and idle, and callers waiting for one.
 */
export function registerDatabasePoolMetrics(metrics: AppMetrics, database: Database): void {
  const pool = (): PgPool | null => {
    const driver = database.dataSource.driver as unknown as { master?: PgPool };
    return database.dataSource.isInitialized && driver.master ? driver.master : null;
  };
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process, by state (in_use, idle).',
    labelNames: ['state'],
    registers: [metrics.registry],
    collect() {
      const current = pool();
      this.set({ state: 'in_use' }, current ? current.totalCount - current.idleCount : 0);
      this.set({ state: 'idle' }, current ? current.idleCount : 0);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most database connections this process may open (DATABASE_POOL_SIZE).',
    registers: [metrics.registry],
    collect() {
      this.set(pool()?.options?.max ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection.',
    registers: [metrics.registry],
    collect() {
      this.set(pool()?.waitingCount ?? 0);
    },
  });
}
