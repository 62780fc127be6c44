import type { Repositories, UnitOfWork } from '@deal/domain';
import type { DataSource } from 'typeorm';
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
 */
export class TypeOrmUnitOfWork implements UnitOfWork {
  readonly repositories: Repositories;

  constructor(private readonly dataSource: DataSource) {
    this.repositories = repositoriesFor(dataSource.manager);
  }

  async transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const result = await work(repositoriesFor(manager));
        if (isFailedResult(result)) throw new FailedResultRollback(result);
        return result;
      });
    } catch (error) {
      if (error instanceof FailedResultRollback) return error.result as T;
      throw error;
    }
  }
}
