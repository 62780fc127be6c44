import type { Repositories } from '../../ports/repositories';

export type MemberRepositories = Pick<Repositories, 'memberships' | 'users'>;

/**
 * The unit of work as membership changes need it: only the repositories they touch, so a test can
 * hand in an in-memory pair while the api passes its TypeORM UnitOfWork unchanged.
 */
export interface MemberUnitOfWork {
  transaction<T>(work: (repositories: MemberRepositories) => Promise<T>): Promise<T>;
}
