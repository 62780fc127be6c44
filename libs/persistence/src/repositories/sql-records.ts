import type { Pool, PoolClient } from 'pg';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  type EntityManager,
  type QueryRunner,
} from 'typeorm';

/**
 * The rows a raw statement returned, whatever its command (`EntityManager.query` returns
 * `[rows, count]` for UPDATE and DELETE but bare rows otherwise; pg's result has the rows in one
 * place), sent straight to the pg session TypeORM would use: the transaction's
 * connection when the manager holds one, else the data source's pool. What it leaves out is
 * TypeORM's per-query wrapper (a query runner built and released outside a transaction, its
 * broadcaster and result objects), the largest TypeORM frames of the api's hot requests in the
 * profile (issue 27). What it keeps: the data source's logger hears of each statement first, and
 * of each failure (so what records statements, the bench's plan checks, sees them too); a failed
 * statement is the same QueryFailedError around the driver's error (constraint checks and the
 * database unavailable checks read it as before); a released transaction fails as TypeORM's does.
 * The rows are pg's, as TypeORM hands them on: for an UPDATE or DELETE, the RETURNING rows.
 *
 * `prepared` names the statement for the session to keep parsed and planned (a named prepared
 * statement: pg parses it once per connection, then only binds and runs it). For the hot
 * statements of a deal change only: a text that never changes under that name (pg refuses a name
 * reused for another text), and result columns that are named, never `*`. A kept `SELECT *`
 * would fail once a migration changed the table's columns ("cached plan must not change result
 * type"), where a kept statement with named columns is planned again. docs/persistence.md
 * "Prepared statements".
 */
export async function queryRecords<T>(
  manager: EntityManager,
  sql: string,
  parameters: unknown[],
  prepared?: string,
): Promise<T[]> {
  const runner = manager.queryRunner as (QueryRunner & { databaseConnection?: PoolClient }) | undefined;
  if (runner?.isReleased) throw new QueryRunnerAlreadyReleasedError();
  const session = runner === undefined ? poolOf(manager) : runner.databaseConnection;
  // A runner that has not connected yet, or a data source whose pool is gone (destroyed): TypeORM's
  // own path, which connects the one and fails for the other as it always did.
  if (!session) return typeOrmRecords<T>(manager, sql, parameters);
  const { logger } = manager.dataSource;
  logger.logQuery(sql, parameters, runner);
  try {
    const result =
      prepared === undefined
        ? await session.query(sql, parameters)
        : await session.query({ name: prepared, text: sql, values: parameters });
    return result.rows as T[];
  } catch (error) {
    logger.logQueryError(error as Error, sql, parameters, runner);
    throw new QueryFailedError(sql, parameters, error as Error);
  }
}

function poolOf(manager: EntityManager): Pool | undefined {
  return (manager.dataSource.driver as unknown as { master?: Pool }).master;
}

/** The same statement through TypeORM's query runner, structured (rows whatever the command). */
async function typeOrmRecords<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const own = manager.queryRunner === undefined;
  const runner = manager.queryRunner ?? manager.dataSource.createQueryRunner();
  try {
    const result = await runner.query(sql, parameters, true);
    return (result.records ?? []) as T[];
  } finally {
    if (own) await runner.release();
  }
}
