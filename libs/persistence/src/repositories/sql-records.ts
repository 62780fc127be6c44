import type { EntityManager } from 'typeorm';

/**
 * The rows a raw statement returned, whatever its command. `EntityManager.query` returns
 * `[rows, count]` for UPDATE and DELETE but bare rows otherwise; the structured result of the query
 * runner has the rows in one place. Runs on the manager's own session (a transaction's, if any).
 */
export async function queryRecords<T>(
  manager: EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  const own = manager.queryRunner === undefined;
  const runner = manager.queryRunner ?? manager.dataSource.createQueryRunner();
  try {
    const result = await runner.query(sql, parameters, true);
    return (result.records ?? []) as T[];
  } finally {
    if (own) await runner.release();
  }
}
