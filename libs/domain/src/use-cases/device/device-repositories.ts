import type { Repositories } from '../../ports/repositories';

/** The repositories the device flow touches; the full UnitOfWork satisfies DeviceUnitOfWork. */
export type DeviceRepositories = Pick<
  Repositories,
  'deviceAuthorizations' | 'deviceApprovalAttempts' | 'credentials'
>;

export interface DeviceUnitOfWork {
  transaction<T>(work: (repositories: DeviceRepositories) => Promise<T>): Promise<T>;
}
