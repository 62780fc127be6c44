import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Clock, SecretHasher, UnitOfWork } from '@deal/domain';
import { API_CONFIG, CLOCK, SECRET_HASHER, UNIT_OF_WORK } from './app.tokens';
import { BearerAuthGuard } from './auth/bearer-auth.guard';
import { RequestAuthenticator } from './auth/request-authenticator';
import type { ApiConfig } from './config/api-config';
import { NotFoundHttpController } from './fallback/not-found.http.controller';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { RequestBodyGuard } from './http/request-body.guard';
import { JsonLogger } from './logging/json-logger';
import { GetMetaHttpController } from './meta/get-meta/get-meta.http.controller';
import { GetOpenApiHttpController } from './openapi/get-openapi/get-openapi.http.controller';
import { OpenApiDocumentHolder } from './openapi/get-openapi/openapi-document';
import { ApiThrottlerGuard } from './rate-limit/api-throttler.guard';
import { throttlerOptionsFor } from './rate-limit/throttler-options.factory';
import { ListSpacesHttpController } from './spaces/list-spaces/list-spaces.http.controller';

export interface ApiAppDeps {
  readonly config: ApiConfig;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly hasher: SecretHasher;
  readonly logger: JsonLogger;
}

/** Routes match in this order; the catch-all 404 must stay last. */
const controllers = [
  GetMetaHttpController,
  GetOpenApiHttpController,
  ListSpacesHttpController,
  NotFoundHttpController,
];

/** Guards run in this order: count the request, then check its credential, then its body. */
const guards = [ApiThrottlerGuard, BearerAuthGuard, RequestBodyGuard].map((useClass) => ({
  provide: APP_GUARD,
  useClass,
}));

/** The api's composition root: every adapter and port binding is chosen here and only here. */
@Module({})
export class AppModule {
  static register(deps: ApiAppDeps): DynamicModule {
    const ports = [
      { provide: API_CONFIG, useValue: deps.config },
      { provide: UNIT_OF_WORK, useValue: deps.uow },
      { provide: CLOCK, useValue: deps.clock },
      { provide: SECRET_HASHER, useValue: deps.hasher },
      { provide: JsonLogger, useValue: deps.logger },
    ];
    return {
      module: AppModule,
      imports: [ThrottlerModule.forRoot(throttlerOptionsFor(deps.config, deps.clock))],
      controllers,
      providers: [
        ...ports,
        RequestAuthenticator,
        OpenApiDocumentHolder,
        ...guards,
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
