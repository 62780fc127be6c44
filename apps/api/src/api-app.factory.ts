import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Clock } from '@deal/domain';
import {
  Argon2PasswordHasher,
  NodeRandomSource,
  NodeSecretHasher,
  RandomIdGenerator,
  RandomTokenIssuer,
  SystemClock,
  TypeOrmUnitOfWork,
  type Database,
} from '@deal/persistence';
import { AppModule } from './app.module';
import { CredentialCache } from './auth/credential-cache';
import type { ApiConfig } from './config/api-config';
import {
  AppLifecycle,
  AppMetrics,
  databaseCheck,
  deferredJsonBody,
  httpMetrics,
  JsonLogger,
  QUIET_PATHS,
  redisCheck,
  registerDatabasePoolMetrics,
  requestContext,
} from '@deal/nest-kit';
import { buildOpenApiDocument, OpenApiDocumentHolder } from './openapi/get-openapi/openapi-document';
import { rateLimitPolicyOf } from './rate-limit/throttler-options.factory';
import { webRequests } from './web/web-requests.middleware';

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
  const clock = options.clock ?? new SystemClock();
  const metrics = new AppMetrics('api');
  registerDatabasePoolMetrics(metrics, options.database);
  const module = AppModule.register(
    {
      config: options.config,
      uow: new CredentialCache(clock).wrap(new TypeOrmUnitOfWork(options.database.dataSource)),
      clock,
      ids: new RandomIdGenerator(),
      hasher,
      tokens: new RandomTokenIssuer(hasher),
      random: new NodeRandomSource(),
      passwords: new Argon2PasswordHasher(),
      logger,
    },
    {
      lifecycle: new AppLifecycle(),
      metrics,
      readiness: [
        databaseCheck(options.database),
        ...(options.config.redisUrl !== null ? [redisCheck(options.config.redisUrl)] : []),
      ],
    },
  );
  const app = await NestFactory.create<NestExpressApplication>(module, { bodyParser: false, logger });
  app.disable('x-powered-by');
  app.set('trust proxy', options.config.trustProxy);
  // Every answer is one credential's view, and many show a token, key or secret once: no cache may
  // keep any of them (issue 11). The static files of the web pages set their own Cache-Control.
  app.use(
    requestContext(
      logger,
      {
        'RateLimit-Policy': rateLimitPolicyOf(options.config),
        'Cache-Control': 'no-store',
      },
      QUIET_PATHS,
    ),
  );
  app.use(httpMetrics(metrics, QUIET_PATHS));
  // JSON for the API; forms and security headers for the web application's pages.
  app.use('/v1', deferredJsonBody());
  app.use(webRequests(options.config.appUrl));
  app.get(OpenApiDocumentHolder).document = buildOpenApiDocument(app);
  await app.init();
  return app;
}
