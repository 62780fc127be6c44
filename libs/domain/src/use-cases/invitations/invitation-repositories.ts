import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';

export type InvitationRepositories = Pick<Repositories, 'spaces' | 'memberships' | 'users' | 'invitations'>;

/** The unit of work as invitations need it: only the repositories they touch (in-memory in tests). */
export interface InvitationUnitOfWork {
  transaction<T>(work: (repositories: InvitationRepositories) => Promise<T>): Promise<T>;
}

export interface InvitationDeps {
  readonly uow: InvitationUnitOfWork;
  readonly clock: Clock;
}
