import { writeFileSync } from 'node:fs';
import { migrate, openDatabase } from '@deal/persistence';
import { createApiApp } from '../api-app.factory';
import { parseApiConfig } from '../config/api-config';
import { buildOpenApiDocument } from './get-openapi/openapi-document';

/**
 * `npm run --silent openapi [-- --out FILE]`: the OpenAPI document `GET /v1/openapi.json` serves,
 * built from the api's routes without listening (on a throw-away in-memory database), written to
 * FILE or standard output. `.ci/run` lints it with Redocly.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  if (outIndex >= 0 && !out) throw new Error('--out needs a file name');
  const database = await openDatabase({ kind: 'embedded', dataDir: 'memory' });
  try {
    await migrate(database);
    const app = await createApiApp(database, { ...parseApiConfig(process.env), logLevel: 'silent' });
    const json = JSON.stringify(buildOpenApiDocument(app), null, 2) + '\n';
    await app.close();
    if (out) writeFileSync(out, json);
    else process.stdout.write(json);
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`openapi failed: ${error.message}\n`);
  process.exit(1);
});
