import { TypeOrmUnitOfWork, type Database } from '@deal/persistence';
import {
  Argon2PasswordHasher,
  NodeSecretHasher,
  RandomIdGenerator,
  RandomTokenIssuer,
  SystemClock,
} from '@deal/node-adapters';
import type { BootstrapParts } from './bootstrap.parts';

/**
 * `npm run bootstrap`'s composition root: the adapters it uses (the same the api binds for these
 * use cases) and the use cases' dependency objects, built once per database, here only (what each
 * part is: bootstrap.parts.ts).
 */
export function composeBootstrap(database: Database): BootstrapParts {
  const uow = new TypeOrmUnitOfWork(database.dataSource);
  const clock = new SystemClock();
  const { users, sessions } = uow.repositories;
  const workspace = {
    uow,
    ids: new RandomIdGenerator(),
    clock,
    tokens: new RandomTokenIssuer(new NodeSecretHasher()),
  };
  const password = {
    users,
    sessions,
    passwords: new Argon2PasswordHasher(),
    clock,
  };
  return { workspace, password } satisfies BootstrapParts;
}
