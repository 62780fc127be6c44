import type { SecretHasher } from '../../credentials/secret-hasher.port';
import type { RandomSource } from '../../device/random-source.port';
import type { PasswordHasher } from '../../identity/password-hasher.port';
import type { UserRepository } from '../../identity/user';
import type { WebSessionRepository } from '../../identity/web-session';
import type { Clock } from '../../shared/clock';
import type { IdGenerator } from '../../shared/id-generator';

/** What the sign-in, session and password use cases need; each takes the part it uses. */
export interface SessionDeps {
  readonly users: UserRepository;
  readonly sessions: WebSessionRepository;
  readonly passwords: PasswordHasher;
  readonly hasher: SecretHasher;
  readonly random: RandomSource;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}
