import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Clock } from '@deal/domain';
import {
  NodeRandomSource,
  NodeSecretHasher,
  RandomIdGenerator,
  RandomTokenIssuer,
  SystemClock,
  TypeOrmUnitOfWork,
  type Database,
} from '@deal/persistence';
import { AppModule } from './app.module';
import type { ApiConfig } from './config/api-config';
import { deferredJsonBody, JsonLogger, requestContext } from '@deal/nest-kit';
import { buildOpenApiDocument, OpenApiDocumentHolder } from './openapi/get-openapi/openapi-document';
import { rateLimitPolicyOf } from './rate-limit/throttler-options.factory';

export interface ApiAppOptions {
  readonly database: Database;
  readonly config: ApiConfig;
  /** Defaults to the system clock; tests may pass their own. */
  readonly clock?: Clock;
}

/**
 * The api as a Nest application, initialised but not listening: `main.ts` listens on the
 * configured port, e2e tests on port 0. Closing the app does not close the database.
 */
export async function createApiApp(options: ApiAppOptions): Promise<NestExpressApplication> {
  const logger = new JsonLogger(options.config.logLevel);
  const hasher = new NodeSecretHasher();
  const module = AppModule.register({
    config: options.config,
    uow: new TypeOrmUnitOfWork(options.database.dataSource),
    clock: options.clock ?? new SystemClock(),
    ids: new RandomIdGenerator(),
    hasher,
    tokens: new RandomTokenIssuer(hasher),
    random: new NodeRandomSource(),
    logger,
  });
  const app = await NestFactory.create<NestExpressApplication>(module, { bodyParser: false, logger });
  app.disable('x-powered-by');
  app.use(requestContext(logger, { 'RateLimit-Policy': rateLimitPolicyOf(options.config) }));
  app.use(deferredJsonBody());
  app.get(OpenApiDocumentHolder).document = buildOpenApiDocument(app);
  await app.init();
  return app;
}
