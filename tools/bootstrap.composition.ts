import type { BootstrapDeps, SessionDeps } from '@deal/domain';
import { TypeOrmUnitOfWork, type Database } from '@deal/persistence';
import {
  Argon2PasswordHasher,
  NodeSecretHasher,
  RandomIdGenerator,
  RandomTokenIssuer,
  SystemClock,
} from '@deal/node-adapters';

/**
 * `npm run bootstrap`'s composition root: the adapters it uses (the same the api binds for these
 * use cases) and the use cases' dependency objects, built once per database, here only.
 */
export function composeBootstrap(database: Database) {
  const uow = new TypeOrmUnitOfWork(database.dataSource);
  const clock = new SystemClock();
  const { users, sessions } = uow.repositories;
  const workspace: BootstrapDeps = {
    uow,
    ids: new RandomIdGenerator(),
    clock,
    tokens: new RandomTokenIssuer(new NodeSecretHasher()),
  };
  const password: Pick<SessionDeps, 'users' | 'sessions' | 'passwords' | 'clock'> = {
    users,
    sessions,
    passwords: new Argon2PasswordHasher(),
    clock,
  };
  return { workspace, password };
}

export type BootstrapComposition = ReturnType<typeof composeBootstrap>;
