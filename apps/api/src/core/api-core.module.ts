import { type DynamicModule, Global, Module } from '@nestjs/common';
import type {
  Clock,
  DealChangeDeps,
  IdGenerator,
  PasswordHasher,
  RandomSource,
  SecretHasher,
  TokenIssuer,
  UnitOfWork,
} from '@deal/domain';
import {
  API_CONFIG,
  CLOCK,
  DEAL_CHANGE_DEPS,
  ID_GENERATOR,
  PASSWORD_HASHER,
  RANDOM_SOURCE,
  SECRET_HASHER,
  TOKEN_ISSUER,
  UNIT_OF_WORK,
} from '../app.tokens';
import { RequestAuthenticator } from '../auth/request-authenticator';
import type { ApiConfig } from '../config/api-config';
import { JsonLogger } from '@deal/nest-kit';

/** The ports and values every feature module may inject, bound once by the composition root. */
export interface ApiAppDeps {
  readonly config: ApiConfig;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly hasher: SecretHasher;
  readonly tokens: TokenIssuer;
  readonly random: RandomSource;
  readonly passwords: PasswordHasher;
  readonly logger: JsonLogger;
}

/** Global, so feature modules inject the ports without importing anything. */
@Global()
@Module({})
export class ApiCoreModule {
  static register(deps: ApiAppDeps): DynamicModule {
    const dealChangeDeps: DealChangeDeps = {
      uow: deps.uow,
      ids: deps.ids,
      clock: deps.clock,
      appUrl: deps.config.appUrl,
    };
    const providers = [
      { provide: API_CONFIG, useValue: deps.config },
      { provide: UNIT_OF_WORK, useValue: deps.uow },
      { provide: CLOCK, useValue: deps.clock },
      { provide: ID_GENERATOR, useValue: deps.ids },
      { provide: SECRET_HASHER, useValue: deps.hasher },
      { provide: TOKEN_ISSUER, useValue: deps.tokens },
      { provide: RANDOM_SOURCE, useValue: deps.random },
      { provide: PASSWORD_HASHER, useValue: deps.passwords },
      { provide: DEAL_CHANGE_DEPS, useValue: dealChangeDeps },
      { provide: JsonLogger, useValue: deps.logger },
      RequestAuthenticator,
    ];
    return { module: ApiCoreModule, providers, exports: providers };
  }
}
