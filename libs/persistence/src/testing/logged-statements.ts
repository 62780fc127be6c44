import type { DataSource } from 'typeorm';

/**
 * The statements `work` sends, as the data source's logger hears them (TypeORM tells it each one
 * before sending it), for the specs that count a write's round trips. Call it inside a transaction
 * to leave its START and COMMIT out.
 */
export async function loggedStatements(
  dataSource: DataSource,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const statements: string[] = [];
  const logger = dataSource.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (sql, ...rest) => {
    statements.push(sql);
    return logQuery(sql, ...rest);
  };
  try {
    await work();
  } finally {
    logger.logQuery = logQuery;
  }
  return statements;
}
