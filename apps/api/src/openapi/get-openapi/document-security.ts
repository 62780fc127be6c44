import type { OpenAPIObject } from '@nestjs/swagger';

const BEARER = [{ bearer: [] }];

/**
 * Each operation says its `security` outright: the bearer token where its controller says
 * `@ApiBearerAuth()`, else none (`security: []`: the `@Public()` routes). The document's own
 * default is the bearer token, so a tool that reads only the root asks for one. Whether each
 * operation's words match how it answers a request without a credential is checked by
 * openapi-document.e2e-spec.ts.
 */
export function withSecurity(document: OpenAPIObject): OpenAPIObject {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          { ...operation, security: (operation as { security?: unknown }).security ?? [] },
        ]),
      ),
    ]),
  );
  return { ...document, security: BEARER, paths };
}
