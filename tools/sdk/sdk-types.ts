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

interface DocumentShape {
  readonly paths: Record<string, Record<string, { security?: readonly unknown[] }>>;
}

const HEADER = [
  '// Generated from the OpenAPI document the api serves (GET /v1/openapi.json). Do not edit:',
  `// run \`${SDK_GENERATE_COMMAND}\` after changing a route. libs/sdk's drift test fails when this`,
  '// file and the served document part.',
  '',
].join('\n');

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/**
 * The SDK's generated files from the served OpenAPI document: the path types openapi-fetch is typed
 * with (openapi-typescript), and the operations that take no credential (`security: []`), which the
 * SDK calls without the token. Formatted with the repository's Prettier settings, so a fresh
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
  const publicText =
    HEADER +
    '/** The operations that take no credential: the SDK never sends the token to them. */\n' +
    `export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(${JSON.stringify(publicOperations.sort())});\n`;
  return Promise.all(
    [
      { path: join(SDK_GENERATED_DIR, 'openapi.ts'), text: types },
      { path: join(SDK_GENERATED_DIR, 'public-operations.ts'), text: publicText },
    ].map(async (file) => {
      const absolute = join(repositoryRoot, file.path);
      const options = (await resolveConfig(absolute)) ?? {};
      return { path: file.path, text: await format(file.text, { ...options, filepath: absolute }) };
    }),
  );
}
