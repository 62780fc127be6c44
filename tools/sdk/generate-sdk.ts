import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSdkFiles } from './sdk-types';

/**
 * `npm run sdk:generate`: rewrites libs/sdk's generated files from an OpenAPI document (the file
 * named by the first argument; tools/sdk/generate-sdk.sh writes the served one there first).
 */
async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) throw new Error('usage: generate-sdk.js OPENAPI_JSON_FILE');
  const root = join(__dirname, '..', '..', '..');
  const document = JSON.parse(readFileSync(source, 'utf8')) as object;
  for (const file of await generateSdkFiles(document, root)) {
    writeFileSync(join(root, file.path), file.text);
    process.stdout.write(`wrote ${file.path}\n`);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`sdk:generate failed: ${error.message}\n`);
  process.exit(1);
});
