import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { deferredJsonBody, QUIET_PATHS, requestContext } from '@deal/nest-kit';
import type { Database } from '@deal/persistence';
import { composeApi, type ApiOverrides } from './api.composition';
import { AppModule } from './app.module';
import type { ApiConfig } from './config/api-config';
import { buildOpenApiDocument } from './openapi/get-openapi/openapi-document';
import { rateLimitPolicyOf } from './rate-limit/throttler-options.factory';
// The one import of another app: this process serves the web app (docs/architecture.md, "Two rooms,
// one process"). Nx refuses it whatever the tags: an application is never imported, and the web's
// e2e specs, which drive this process (testing/api-test-app.ts), close a cycle. Its sources never
// import the api (apps/web/src/web-imports.spec.ts).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { WebModule, webRequests } from '@deal/web';

/**
 * The api as a Nest application over its composition (api.composition.ts), with the web app
 * (`@deal/web`) mounted in it, initialised but not listening: `start-api.ts` listens on the
 * configured port, e2e tests on port 0. Closing the app closes what the compositions opened, not
 * the database.
 */
export async function createApiApp(
  database: Database,
  config: ApiConfig,
  overrides: ApiOverrides = {},
): Promise<NestExpressApplication> {
  const composition = composeApi(database, config, overrides);
  const { logger, operations } = composition;
  // The web app, mounted here over its own composition root and what this process lends it.
  const web = WebModule.register({ ...composition.shared, logger }, config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(composition, [web]), {
    bodyParser: false,
    logger,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Every answer is one credential's view, and many show a token, key or secret once: no cache may
  // keep any of them (issue 11). The static files of the web pages set their own Cache-Control.
  app.use(
    requestContext(logger, {
      everyResponse: { 'RateLimit-Policy': rateLimitPolicyOf(config), 'Cache-Control': 'no-store' },
      quietRoutes: QUIET_PATHS,
      metrics: operations.metrics,
    }),
  );
  // JSON for the API; forms and security headers for the web application's pages.
  app.use('/v1', deferredJsonBody());
  app.use(webRequests(config.appUrl));
  composition.openApi.document = buildOpenApiDocument(app);
  await app.init();
  return app;
}
