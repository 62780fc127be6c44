import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

/** Where the SDK's generated files live, from the repository root. */
export const SDK_GENERATED_DIR = join('libs', 'sdk', 'src', 'generated');

/** The command that rewrites them from the document the api serves now. */
export const SDK_GENERATE_COMMAND = 'npm run sdk:generate';

export interface GeneratedFile {
  /** From the repository root. */
  readonly path: string;
  readonly text: string;
}

interface OperationShape {
  readonly security?: readonly unknown[];
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly responses?: Record<string, { content?: Record<string, { schema?: SchemaShape }> }>;
}
interface SchemaShape {
  readonly $ref?: string;
  readonly properties?: Record<string, unknown>;
}
interface DocumentShape {
  readonly paths: Record<string, Record<string, OperationShape>>;
  readonly components?: { readonly schemas?: Record<string, SchemaShape> };
}

/** The query parameters a list takes its position from: `cursor`, or the event feed's `after`. */
const CURSOR_PARAMETERS = ['cursor', 'after'];

const HEADER = [
  '// Generated from the OpenAPI document the api serves (GET /v1/openapi.json). Do not edit:',
  `// run \`${SDK_GENERATE_COMMAND}\` after changing a route. libs/sdk's drift test fails when this`,
  '// file and the served document part.',
  '',
].join('\n');

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/**
 * The SDK's generated files from the served OpenAPI document: the path types openapi-fetch is typed
 * with (openapi-typescript), the operations that take no credential (`security: []`), which the
 * SDK calls without the token, and the cursor lists with the parameter each continues from. Formatted with the repository's Prettier settings, so a fresh
 * generation is byte for byte what is committed.
 */
export async function generateSdkFiles(document: object, repositoryRoot: string): Promise<GeneratedFile[]> {
  // Loaded by import(): Jest's module runtime loads its ES-module-only dependencies only that way.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const types = HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  const publicOperations = Object.entries((document as DocumentShape).paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, operation]) => HTTP_METHODS.has(method) && operation.security?.length === 0)
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  const listCursors = Object.fromEntries(
    Object.entries((document as DocumentShape).paths).flatMap(([path, item]) => {
      const cursor = item['get'] && listCursorOf(item['get'], document as DocumentShape);
      return cursor ? [[path, cursor]] : [];
    }),
  );
  const listText =
    HEADER +
    '/** The cursor lists (`{items, next_cursor}`) by path, and the query parameter that takes `next_cursor`. */\n' +
    `export const LIST_CURSOR_PARAMETERS = ${JSON.stringify(listCursors)} as const;\n`;
  const publicText =
    HEADER +
    '/** The operations that take no credential: the SDK never sends the token to them. */\n' +
    `export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(${JSON.stringify(publicOperations.sort())});\n`;
  return Promise.all(
    [
      { path: join(SDK_GENERATED_DIR, 'openapi.ts'), text: types },
      { path: join(SDK_GENERATED_DIR, 'public-operations.ts'), text: publicText },
      { path: join(SDK_GENERATED_DIR, 'list-cursors.ts'), text: listText },
    ].map(async (file) => {
      const absolute = join(repositoryRoot, file.path);
      const options = (await resolveConfig(absolute)) ?? {};
      return { path: file.path, text: await format(file.text, { ...options, filepath: absolute }) };
    }),
  );
}

/** A GET whose 200 answer has `items` and `next_cursor`: the query parameter it continues from. */
function listCursorOf(operation: OperationShape, document: DocumentShape): string | null {
  const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
  const resolved = schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] : schema;
  if (!resolved?.properties?.['items'] || !resolved.properties['next_cursor']) return null;
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  return query.find((parameter) => CURSOR_PARAMETERS.includes(parameter.name))?.name ?? null;
}
