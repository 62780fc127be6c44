import type { OpenAPIObject } from '@nestjs/swagger';
import { exampleOf, type ExampleOf, type Schema } from '../schema-example';

type Content = Record<string, { schema?: Schema; example?: unknown; examples?: unknown }>;
interface Operation {
  requestBody?: { content?: Content };
  responses: Record<string, { content?: Content }>;
}

/**
 * An example of every JSON request body and every success response body that has none: built
 * from its schema (schema-example.ts), so it says what the schema says and never drifts from it.
 * Error bodies keep their schema's own example (`{message}`).
 */
export function withExamples(document: OpenAPIObject): OpenAPIObject {
  const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const exampled = (content: Content | undefined, of: ExampleOf): Content | undefined =>
    content &&
    Object.fromEntries(
      Object.entries(content).map(([type, media]) => {
        if (media.example !== undefined || media.examples !== undefined || !media.schema)
          return [type, media];
        const example = exampleOf(media.schema, components, of);
        return [type, example === undefined ? media : { ...media, example }];
      }),
    );
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as Record<string, Operation>).map(([method, operation]) => {
          const responses = Object.fromEntries(
            Object.entries(operation.responses).map(([status, response]) => [
              status,
              status.startsWith('2') && response.content
                ? { ...response, content: exampled(response.content, 'response') }
                : response,
            ]),
          );
          const requestBody = operation.requestBody?.content
            ? { ...operation.requestBody, content: exampled(operation.requestBody.content, 'request') }
            : operation.requestBody;
          return [method, { ...operation, ...(requestBody && { requestBody }), responses }];
        }),
      ),
    ]),
  );
  return { ...document, paths };
}
