import { QueryFailedError } from 'typeorm';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { queryRecords } from './sql-records';

/** queryRecords sends a statement past TypeORM's wrapper, on the session TypeORM would have used. */
describe('queryRecords', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('answers the rows (an UPDATE answers its RETURNING rows, not [rows, count])', async () => {
    const { manager } = database.dataSource;
    expect(await queryRecords(manager, 'SELECT $1::int + 1 AS n', [41])).toEqual([{ n: 42 }]);
    const moved = await queryRecords(manager, 'UPDATE spaces SET name = name WHERE false RETURNING id', []);
    expect(moved).toEqual([]);
  });

  it('runs inside a transaction on its session: its statements see one transaction id', async () => {
    const ids = await database.dataSource.transaction(async (manager) => [
      ...(await queryRecords<{ id: string }>(manager, 'SELECT txid_current()::text AS id', [])),
      ...(await manager.query('SELECT txid_current()::text AS id')),
    ]);
    expect(ids[0]).toEqual(ids[1]);
  });

  it('fails as TypeORM does: a QueryFailedError around the driver error, told to the logger', async () => {
    const failures: string[] = [];
    const logger = database.dataSource.logger;
    const logQueryError = logger.logQueryError.bind(logger);
    logger.logQueryError = (error, sql, ...rest) => {
      failures.push(String(sql));
      return logQueryError(error, sql, ...rest);
    };
    try {
      const failed = await queryRecords(database.dataSource.manager, 'SELECT 1/0 AS n', []).catch((e) => e);
      expect(failed).toBeInstanceOf(QueryFailedError);
      expect((failed as QueryFailedError).driverError).toMatchObject({ code: '22012' });
      expect(failures).toEqual(['SELECT 1/0 AS n']);
    } finally {
      logger.logQueryError = logQueryError;
    }
  });
});
