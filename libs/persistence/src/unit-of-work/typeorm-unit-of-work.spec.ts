import { err, ok, type User } from '@deal/domain';
import type { EventEmitter } from 'node:events';
import type { Database } from '../data-source/database';
import type { QueryRunner } from 'typeorm';
import {
  DatabaseCommitUnknownError,
  DatabaseConnectionLostError,
  isDatabaseUnavailable,
} from '../data-source/database-unavailable';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work';

/** Runs on PGlite by default and on the real server when DATABASE_URL is set. */
describe('TypeOrmUnitOfWork', () => {
  let database: Database;
  let uow: TypeOrmUnitOfWork;
  const user = (id: string): User => ({
    id,
    email: `${id}@example.test`,
    name: id,
    createdAt: Date.UTC(2026, 0, 1),
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    uow = new TypeOrmUnitOfWork(database.dataSource);
  });

  afterAll(async () => {
    await database.close();
  });

  it('commits when the work resolves, and returns its value', async () => {
    const value = await uow.transaction(async (repos) => {
      await repos.users.insert(user('usr_uow_commit'));
      await repos.spaces.insert({
        id: 'spc_uow_commit',
        name: 'S',
        plan: 'free',
        createdAt: 0,
        updatedAt: 0,
      });
      return ok(await repos.users.findById('usr_uow_commit'));
    });
    expect(value).toEqual(ok(user('usr_uow_commit')));
    await expect(uow.repositories.users.findById('usr_uow_commit')).resolves.toEqual(user('usr_uow_commit'));
    await expect(uow.repositories.spaces.findById('spc_uow_commit')).resolves.not.toBeNull();
  });

  it('rolls back when the work throws, and rethrows the very error', async () => {
    const boom = new Error('boom');
    await expect(
      uow.transaction(async (repos) => {
        await repos.users.insert(user('usr_uow_throw'));
        throw boom;
      }),
    ).rejects.toBe(boom);
    await expect(uow.repositories.users.findById('usr_uow_throw')).resolves.toBeNull();
  });

  it('rolls back when the work returns a failed Result, and returns that Result', async () => {
    const failure = err({ kind: 'DealPending' as const });
    const returned = await uow.transaction(async (repos) => {
      await repos.users.insert(user('usr_uow_failed'));
      return failure;
    });
    expect(returned).toBe(failure);
    await expect(uow.repositories.users.findById('usr_uow_failed')).resolves.toBeNull();
  });

  it('commits values that are not Results, even falsy ones', async () => {
    await expect(
      uow.transaction(async (repos) => {
        await repos.users.insert(user('usr_uow_plain'));
        return undefined;
      }),
    ).resolves.toBeUndefined();
    await expect(uow.repositories.users.findById('usr_uow_plain')).resolves.not.toBeNull();
  });

  it.each([
    ['before a statement', true],
    ['before the COMMIT', false],
  ])(
    'reports a transaction whose session the server ended (%s) as a lost connection, committing nothing',
    async (_when, queryAfter) => {
      const id = `usr_uow_lost_${queryAfter}`;
      const failure = await uow
        .transaction(async (repos) => {
          await repos.users.insert(user(id));
          endSessionInTransaction(database);
          if (queryAfter) await repos.users.findById(id);
        })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseConnectionLostError);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      await expect(uow.repositories.users.findById(id)).resolves.toBeNull();
    },
  );

  it('reports a connection lost during the COMMIT as an unknown outcome', async () => {
    const failure = await uow
      .transaction(async (repos) => {
        await repos.users.insert(user('usr_uow_commit_lost'));
        jest
          .spyOn(runnerInTransaction(database), 'commitTransaction')
          .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseCommitUnknownError);
    expect((failure as Error).cause).toEqual(new Error('Connection terminated unexpectedly'));
  });

  it('runs many transactions side by side, each committing or rolling back on its own', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        uow.transaction(async (repos) => {
          await repos.users.insert(user(`usr_uow_many_${i}`));
          await new Promise((resolve) => setImmediate(resolve));
          return i % 2 === 0 ? ok(i) : err(i);
        }),
      ),
    );
    expect(outcomes).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? ok(i) : err(i))));
    const rows: { id: string }[] = await database.dataSource.query(
      `SELECT id FROM users WHERE id LIKE 'usr_uow_many_%' ORDER BY id`,
    );
    expect(rows.map((r) => r.id)).toEqual([
      'usr_uow_many_0',
      'usr_uow_many_2',
      'usr_uow_many_4',
      'usr_uow_many_6',
      'usr_uow_many_8',
    ]);
  });
});

/**
 * What node-postgres does when the server ends an idle-in-transaction session (restart, failover,
 * pg_terminate_backend): an 'error' on the client, on which TypeORM releases the connection.
 */
function endSessionInTransaction(database: Database): void {
  runnerInTransaction(database).databaseConnection.emit(
    'error',
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  );
}

/** The driver's query runner of the one transaction under way (the tests run one at a time). */
function runnerInTransaction(database: Database): QueryRunner & { databaseConnection: EventEmitter } {
  const { connectedQueryRunners } = database.dataSource.driver as unknown as {
    connectedQueryRunners: Array<QueryRunner & { databaseConnection: EventEmitter }>;
  };
  const inTransaction = connectedQueryRunners.find((runner) => runner.isTransactionActive);
  if (!inTransaction) throw new Error('no query runner in a transaction');
  return inTransaction;
}
