import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { deferredJsonBody, QUIET_PATHS, requestContext } from '@deal/nest-kit';
import type { Database } from '@deal/persistence';
import type { WebhookInConfig } from './config/webhook-in-config';
import { composeWebhookIn, type WebhookInOverrides } from './webhook-in.composition';
import { WebhookInModule } from './webhook-in.module';

/**
 * The webhook-in app as a Nest application over its composition (webhook-in.composition.ts),
 * initialised but not listening: `start-webhook-in.ts` listens on the configured port, e2e tests
 * on port 0. Closing the app closes the limiters, not the database.
 */
export async function createWebhookInApp(
  database: Database,
  config: WebhookInConfig,
  overrides: WebhookInOverrides = {},
): Promise<NestExpressApplication> {
  const composition = composeWebhookIn(database, config, overrides);
  const { logger, operations } = composition;
  const app = await NestFactory.create<NestExpressApplication>(WebhookInModule.register(composition), {
    bodyParser: false,
    logger,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestContext(logger, { quietRoutes: QUIET_PATHS, metrics: operations.metrics }));
  app.use(deferredJsonBody({ keepRawBody: true }));
  await app.init();
  return app;
}
