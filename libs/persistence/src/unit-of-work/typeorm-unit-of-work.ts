import type { Repositories, UnitOfWork } from '@deal/domain';
import { QueryRunnerAlreadyReleasedError, type DataSource } from 'typeorm';
import {
  DatabaseCommitUnknownError,
  DatabaseConnectionLostError,
  isDatabaseUnavailable,
} from '../data-source/database-unavailable';
import { repositoriesFor } from './repositories-for';

/** Thrown inside the transaction to roll it back, then unwrapped: it carries the failed Result out. */
class FailedResultRollback extends Error {
  constructor(readonly result: unknown) {
    super('Rolled back: the unit of work returned a failed Result');
  }
}

function isFailedResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

/**
 * Commits when `work` resolves, rolls back and rethrows when it throws, and rolls back when it
 * resolves to a failed Result (`{ ok: false }`), returning that Result. Inside `work`, use only the
 * repositories it receives: the embedded database has one connection, which the transaction holds.
 * When the server ends the transaction's session under it, the failure is a
 * `DatabaseConnectionLostError` (nothing committed; the HTTP apps answer 503 with Retry-After),
 * or a `DatabaseCommitUnknownError` when that happened during the COMMIT (503 without it).
 */
export class TypeOrmUnitOfWork implements UnitOfWork {
  readonly repositories: Repositories;

  constructor(private readonly dataSource: DataSource) {
    this.repositories = repositoriesFor(dataSource.manager);
  }

  async transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    let committing = false;
    try {
      return await this.dataSource.transaction(async (manager) => {
        try {
          const result = await work(repositoriesFor(manager));
          if (isFailedResult(result)) throw new FailedResultRollback(result);
          committing = true;
          return result;
        } catch (error) {
          // Nothing here releases the transaction's connection: only the driver does, when the
          // server ends the session. The "already released" error would hide that cause.
          if (manager.queryRunner?.isReleased && !(error instanceof FailedResultRollback)) {
            throw new DatabaseConnectionLostError(error);
          }
          throw error;
        }
      });
    } catch (error) {
      if (error instanceof FailedResultRollback) return error.result as T;
      // Released before the COMMIT could be sent: by the driver, as above.
      if (error instanceof QueryRunnerAlreadyReleasedError) throw new DatabaseConnectionLostError(error);
      // Lost while the COMMIT was under way: the server may have committed before it went.
      if (committing && isDatabaseUnavailable(error)) throw new DatabaseCommitUnknownError(error);
      throw error;
    }
  }
}
