import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { CONTRACT_VERSION } from '../../meta/get-meta/get-meta.http.controller';
import { requestBodySchemas } from '../request-body.decorator';

/** Holds the document built from the running app's routes once they exist (see api-app.factory.ts). */
export class OpenApiDocumentHolder {
  document: OpenAPIObject | null = null;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Deal Pricing Service API')
    .setDescription(
      'Bearer-authenticated JSON API. Every response carries `RateLimit-Policy`; errors are `{message}`, ' +
        'validation failures the `success/data/error` form. Decisions: docs/api.md.',
    )
    .setVersion(CONTRACT_VERSION)
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description: 'svcp_… personal token or svcs_… space key',
    })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  // The request bodies come from the domain's rules (ApiRequestBody), not from classes Nest reads.
  const components = document.components ?? {};
  return {
    ...document,
    components: {
      ...components,
      schemas: { ...components.schemas, ...(requestBodySchemas() as NonNullable<typeof components.schemas>) },
    },
  };
}
