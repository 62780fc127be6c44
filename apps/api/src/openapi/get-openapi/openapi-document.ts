import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { CONTRACT_VERSION } from '../../meta/get-meta/get-meta.http.controller';
import { operationIdOf } from '../operation-id';
import { requestBodySchemas } from '../request-body.decorator';
import { withExamples } from './document-examples';
import { withSecurity } from './document-security';

/** Holds the document built from the running app's routes once they exist (see api-app.factory.ts). */
export class OpenApiDocumentHolder {
  document: OpenAPIObject | null = null;
}

/**
 * The API's OpenAPI 3.0 document, from the app's routes (@nestjs/swagger), the request bodies'
 * rules (ApiRequestBody), and three finishing passes: each operation's `security` said outright,
 * an example of every request and success body, and nothing else added. What each operation must
 * carry is checked by openapi-document.e2e-spec.ts; Redocly's recommended rules by openapi-lint.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Deal Pricing Service API')
    .setDescription(
      'Bearer-authenticated JSON API. Every response carries `RateLimit-Policy`; errors are `{message}`, ' +
        'validation failures the `success/data/error` form. Decisions: docs/api.md. ' +
        'A readable reference of this document is served at `/docs`.',
    )
    .setVersion(CONTRACT_VERSION)
    // Proprietary (package.json `UNLICENSED`); the words are served beside the reference.
    .setLicense('Proprietary', '/docs/license')
    // Relative: the host that served this document (docs/api.md "OpenAPI document").
    .addServer('/', 'The host that serves this document')
    .addSecurity('bearer', {
      type: 'http',
      scheme: 'bearer',
      // No `bearerFormat`: the tokens are opaque strings, not JWTs.
      description:
        'An opaque token: `svcp_…` (a personal access token, acting as its user) or `svcs_…` (a space ' +
        'key, acting in its one space). Sent as `Authorization: Bearer <token>`; GET and HEAD need `read`, ' +
        'every other method `read_write`.',
    })
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationIdOf });
  // The request bodies come from the domain's rules (ApiRequestBody), not from classes Nest reads.
  const components = document.components ?? {};
  const withBodies: OpenAPIObject = {
    ...document,
    components: {
      ...components,
      schemas: { ...components.schemas, ...(requestBodySchemas() as NonNullable<typeof components.schemas>) },
    },
  };
  return withExamples(withSecurity(withBodies));
}
