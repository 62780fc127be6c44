import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { startTestApi, type TestApi } from '../testing/api-test-app';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..', '..', '..');
const REDOCLY = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

let database: Database;
let api: TestApi;
let folder: string;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  folder = mkdtempSync(join(tmpdir(), 'dps-openapi-lint-'));
});

afterAll(async () => {
  await api?.close();
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

interface LintReport {
  readonly totals: { readonly errors: number; readonly warnings: number };
  readonly problems: readonly { readonly ruleId: string; readonly message: string }[];
}

describe('GET /v1/openapi.json under Redocly', () => {
  it("passes the recommended rules (the repository's redocly.yaml) with no error and no warning", async () => {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, await (await api.get('/v1/openapi.json')).text());
    // Exit code 1 on an error, so the report is read from stdout either way.
    const { stdout } = await run(process.execPath, [REDOCLY, 'lint', file, '--format=json'], {
      cwd: ROOT,
      timeout: 60_000,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 90_000);
});
