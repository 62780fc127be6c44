import type { BootstrapDeps, SessionDeps } from '@deal/domain';

/**
 * `npm run bootstrap`'s parts: what its composition root (`composeBootstrap`,
 * bootstrap.composition.ts) builds, the dependency objects of the two use cases it runs.
 */
export interface BootstrapParts {
  /** bootstrapWorkspace: a fresh user who owns a fresh space, with two personal tokens. */
  readonly workspace: BootstrapDeps;
  /** setPassword: the user's web password (and the end of their web sessions). */
  readonly password: Pick<SessionDeps, 'users' | 'sessions' | 'passwords' | 'clock'>;
}
