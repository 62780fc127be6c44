// Generated from the OpenAPI document the api serves (GET /v1/openapi.json). Do not edit:
// run `npm run sdk:generate` after changing a route. libs/sdk's drift test fails when this
// file and the served document part.
/** The operations that take no credential: the SDK never sends the token to them. */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /v1/meta',
  'GET /v1/openapi.json',
  'POST /v1/device/code',
  'POST /v1/device/token',
]);
