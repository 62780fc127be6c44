import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Clock } from '@deal/domain';
import { RandomIdGenerator, SystemClock, TypeOrmUnitOfWork, type Database } from '@deal/persistence';
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
import { TimingSafeSecretComparer } from './auth/timing-safe.secret-comparer';
import type { WebhookInConfig } from './config/webhook-in-config';
import { failedKeyLimiterFor } from './rate-limit/failed-key-limiter.factory';
import { spaceRateLimiterFor } from './rate-limit/space-rate-limiter.factory';
import type { SpaceRateLimiter } from './rate-limit/space-rate-limiter.port';
import { WebhookInModule } from './webhook-in.module';

export interface WebhookInAppOptions {
  readonly database: Database;
  readonly config: WebhookInConfig;
  /** Defaults to the system clock; tests may pass their own. */
  readonly clock?: Clock;
  /** Defaults to the limiter the config chooses (Redis with REDIS_URL, else in-process). */
  readonly limiter?: SpaceRateLimiter;
  /** Defaults to JSON lines on stdout at `config.logLevel`; tests may capture them. */
  readonly logger?: JsonLogger;
}

/**
 * The webhook-in app as a Nest application, initialised but not listening: `start-webhook-in.ts`
 * listens on the configured port, e2e tests on port 0. Closing the app does not close the database.
 */
export async function createWebhookInApp(options: WebhookInAppOptions): Promise<NestExpressApplication> {
  const { config } = options;
  const logger = options.logger ?? new JsonLogger(config.logLevel);
  const clock = options.clock ?? new SystemClock();
  const metrics = new AppMetrics('webhook-in');
  registerDatabasePoolMetrics(metrics, options.database);
  const module = WebhookInModule.register({
    config,
    uow: new TypeOrmUnitOfWork(options.database.dataSource),
    clock,
    ids: new RandomIdGenerator(),
    secrets: new TimingSafeSecretComparer(),
    limiter: options.limiter ?? spaceRateLimiterFor(config, clock),
    failedKeys: failedKeyLimiterFor(config, clock),
    logger,
    operations: {
      lifecycle: new AppLifecycle(),
      metrics,
      readiness: [
        databaseCheck(options.database),
        ...(config.redisUrl !== null ? [redisCheck(config.redisUrl)] : []),
      ],
    },
  });
  const app = await NestFactory.create<NestExpressApplication>(module, { bodyParser: false, logger });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestContext(logger, {}, QUIET_PATHS));
  app.use(httpMetrics(metrics, QUIET_PATHS));
  app.use(deferredJsonBody());
  await app.init();
  return app;
}
