import type { EntityManager } from 'typeorm';
import { poolRows } from './pool-query';

/**
 * The rows a raw statement returned, whatever its command. `EntityManager.query` returns
 * `[rows, count]` for UPDATE and DELETE but bare rows otherwise; pg's result has the rows in one
 * place. Runs on the manager's own session (a transaction's, if any), without TypeORM's per-query
 * wrapper (pool-query.ts).
 */
export function queryRecords<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  return poolRows<T>(manager, sql, parameters);
}
