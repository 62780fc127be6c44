import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The files of the API reference at `/docs`: Swagger UI's own (swagger-ui-dist, read from the
 * installed package the first time they are asked for), the page, and the script that points
 * Swagger UI at `/v1/openapi.json`. Everything is served by this process: the page loads nothing
 * from another host, so it works offline and under the site's Content-Security-Policy (scripts and
 * styles from 'self' only, no inline script).
 */
export interface ReferenceFile {
  readonly body: Buffer | string;
  readonly contentType: string;
}

export const SWAGGER_UI_VERSION = '5.32.13';

const PACKAGED: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// validatorUrl: null, or Swagger UI sends the document to validator.swagger.io for a badge.
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/v1/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    displayOperationId: true,
    persistAuthorization: false,
    presets: [SwaggerUIBundle.presets.apis],
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Deal Pricing Service API reference</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css?v=${SWAGGER_UI_VERSION}">
    <link rel="icon" type="image/png" href="/docs/favicon-32x32.png?v=${SWAGGER_UI_VERSION}">
  </head>
  <body>
    <noscript>This reference needs JavaScript; the document itself is <a href="/v1/openapi.json">/v1/openapi.json</a>.</noscript>
    <div id="swagger-ui" data-openapi="/v1/openapi.json"></div>
    <script src="/docs/swagger-ui-bundle.js?v=${SWAGGER_UI_VERSION}"></script>
    <script src="/docs/start.js?v=${SWAGGER_UI_VERSION}"></script>
  </body>
</html>
`;

/** The licence the document's `info.license` links to (package.json: `UNLICENSED`). */
const LICENSE = `Deal Pricing Service API: proprietary (package.json "license": "UNLICENSED").
No licence is granted to copy, modify or redistribute this API's software or its description
outside the organisation that runs this service. Calling the API is governed by the agreement
under which you were given a credential.
`;

const loaded = new Map<string, ReferenceFile>();

export const referencePage = (): ReferenceFile => ({ body: PAGE, contentType: 'text/html; charset=utf-8' });
export const referenceLicense = (): ReferenceFile => ({
  body: LICENSE,
  contentType: 'text/plain; charset=utf-8',
});

/** A file the page loads, or undefined for any other name. */
export function referenceFile(name: string): ReferenceFile | undefined {
  if (name === 'start.js') return { body: START_SCRIPT, contentType: 'text/javascript; charset=utf-8' };
  const contentType = PACKAGED[name];
  if (!contentType) return undefined;
  let file = loaded.get(name);
  if (!file) {
    const folder = dirname(require.resolve('swagger-ui-dist/package.json'));
    file = { body: readFileSync(join(folder, name)), contentType };
    loaded.set(name, file);
  }
  return file;
}
