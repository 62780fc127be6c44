import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openTestDatabase } from '../../../persistence/src/testing/test-database';
import type { Database } from '@deal/persistence';
import { startTestApi, type TestApi } from '../../../../apps/api/src/testing/api-test-app';
import { generateSdkFiles, SDK_GENERATE_COMMAND, type GeneratedFile } from '../../../../tools/sdk/sdk-types';

/**
 * The committed SDK types are what openapi-typescript makes of the document the api serves now:
 * a route, parameter or body changed without regenerating them fails here, with the command to run.
 */
const root = join(__dirname, '..', '..', '..', '..');

let database: Database;
let api: TestApi;
let generated: GeneratedFile[];

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  const served = await api.call('GET', '/v1/openapi.json');
  expect(served.status).toBe(200);
  generated = await generateSdkFiles(served.body as object, root);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe('the SDK generated from the served OpenAPI document', () => {
  it('generates the path types and the list of public operations', () => {
    expect(generated.map((file) => file.path)).toEqual([
      join('libs', 'sdk', 'src', 'generated', 'openapi.ts'),
      join('libs', 'sdk', 'src', 'generated', 'public-operations.ts'),
      join('libs', 'sdk', 'src', 'generated', 'list-cursors.ts'),
    ]);
    expect(generated[0]?.text).toContain("'/v1/deal/{id}/reschedule': {");
    expect(generated[1]?.text).toContain("'GET /v1/meta'");
    expect(generated[2]?.text).toContain("'/v1/spaces/{space}/events': 'after'");
  });

  it('matches the committed files', () => {
    for (const file of generated) {
      const committed = readFileSync(join(root, file.path), 'utf8');
      if (committed !== file.text) {
        throw new Error(
          `${file.path} no longer matches the OpenAPI document the api serves. ` +
            `Run \`${SDK_GENERATE_COMMAND}\` and commit the result (and bump the SDK's version, docs/packages.md).\n` +
            `First difference at line ${firstDifferentLine(committed, file.text)}.`,
        );
      }
    }
  });
});

function firstDifferentLine(a: string, b: string): number {
  const left = a.split('\n');
  const right = b.split('\n');
  const index = left.findIndex((line, i) => line !== right[i]);
  return (index === -1 ? left.length : index) + 1;
}
