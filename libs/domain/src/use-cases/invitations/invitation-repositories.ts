import type { Repositories } from '../../ports/repositories';
import type { IdGenerator } from '../../shared/id-generator';
import type { Clock } from '../../shared/clock';
import type { SpaceLimits } from '../../space/space-limits';
import type { InvitationLinkDeps } from '../../space/invitation-link';

export type InvitationRepositories = Pick<
  Repositories,
  'spaces' | 'memberships' | 'users' | 'invitations' | 'invitationBlocks' | 'spaceQuotas' | 'emails'
>;

/** The unit of work as invitations need it: only the repositories they touch (in-memory in tests). */
export interface InvitationUnitOfWork {
  transaction<T>(work: (repositories: InvitationRepositories) => Promise<T>): Promise<T>;
}

export interface InvitationDeps {
  readonly uow: InvitationUnitOfWork;
  readonly clock: Clock;
}

/** Sending an invitation: the daily limit of the space, ids, and the link its email carries. */
export interface InviteDeps extends InvitationDeps {
  readonly ids: IdGenerator;
  readonly limits: Pick<SpaceLimits, 'invitationsPerSpacePerDay'>;
  readonly links: InvitationLinkDeps;
}
