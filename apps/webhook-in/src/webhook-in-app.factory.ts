import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { deferredJsonBody, httpMetrics, QUIET_PATHS, requestContext } from '@deal/nest-kit';
import { composeWebhookIn, type WebhookInCompositionOptions } from './webhook-in.composition';
import { WebhookInModule } from './webhook-in.module';

export type WebhookInAppOptions = WebhookInCompositionOptions;

/**
 * The webhook-in app as a Nest application over its composition (webhook-in.composition.ts),
 * initialised but not listening: `start-webhook-in.ts` listens on the configured port, e2e tests
 * on port 0. Closing the app closes the limiters, not the database.
 */
export async function createWebhookInApp(options: WebhookInAppOptions): Promise<NestExpressApplication> {
  const composition = composeWebhookIn(options);
  const { logger, operations } = composition;
  const app = await NestFactory.create<NestExpressApplication>(WebhookInModule.register(composition), {
    bodyParser: false,
    logger,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', options.config.trustProxy);
  app.use(requestContext(logger, {}, QUIET_PATHS));
  app.use(httpMetrics(operations.metrics, QUIET_PATHS));
  app.use(deferredJsonBody({ keepRawBody: true }));
  await app.init();
  return app;
}
