import type { DataSource, Logger } from 'typeorm';

/** A statement as a repository sent it to PostgreSQL. */
export interface RecordedStatement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/**
 * Runs `run` and returns, beside its result, every statement the data source sent meanwhile, by
 * lending the data source a logger that writes them down (TypeORM hands each query to its logger
 * before it runs it). So a test can EXPLAIN exactly what a repository sends, not a copy of it.
 * Nothing else may use the data source meanwhile.
 */
export async function recordStatements<T>(
  dataSource: DataSource,
  run: () => Promise<T>,
): Promise<{ readonly result: T; readonly statements: RecordedStatement[] }> {
  const statements: RecordedStatement[] = [];
  const own = dataSource.logger;
  const recorder: Logger = {
    logQuery: (sql, parameters) =>
      void statements.push({ sql, parameters: Array.isArray(parameters) ? parameters : [] }),
    logQueryError: (...args) => own.logQueryError(...args),
    logQuerySlow: (...args) => own.logQuerySlow(...args),
    logSchemaBuild: (...args) => own.logSchemaBuild(...args),
    logMigration: (...args) => own.logMigration(...args),
    log: (...args) => own.log(...args),
  };
  const writable = dataSource as { logger: Logger };
  writable.logger = recorder;
  try {
    return { result: await run(), statements };
  } finally {
    writable.logger = own;
  }
}
