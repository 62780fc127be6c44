import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startCliE2e, type CliE2e } from './testing/cli-e2e.fixture';

/**
 * The README's command-line session (section "The command-line tool"), run as printed in bash
 * against a real api on the embedded database: every line, `npm run cli` included, so the build,
 * `dps completion`, the profile, the device login and the revoking logout are all exercised. The
 * only edits are the two values a reader fills in: the api's address (this test's free port instead
 * of 3000) and the token `npm start` printed. The login is approved over the API as soon as the
 * tool prints its code, as the README's comment says a reader may do from another terminal.
 */
let e2e: CliE2e;
let home: string;

beforeAll(async () => {
  e2e = await startCliE2e();
  home = await mkdtemp(join(tmpdir(), 'dps-readme-'));
}, 60_000);

afterAll(async () => {
  await e2e?.close();
  await rm(home, { recursive: true, force: true });
});

async function readmeSession(): Promise<string> {
  const readme = await readFile(join(__dirname, '../../../README.md'), 'utf8');
  const start = readme.indexOf('## The command-line tool');
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(start))?.[1];
  if (!block) throw new Error('no sh block in the README section "The command-line tool"');
  const url = 'export SERVICE_URL=http://127.0.0.1:3000\n';
  const token = /^export SERVICE_TOKEN=svcp_… .*\n/m;
  expect(block).toContain(url);
  expect(block).toMatch(token);
  return block
    .replace(url, `export SERVICE_URL=${e2e.api.url}\n`)
    .replace(token, `export SERVICE_TOKEN=${e2e.owner.tokens.read_write}\n`);
}

/**
 * `npm run cli` builds (tools/build.sh). The integration step (DATABASE_URL set) runs the
 * dispatcher's crash test, which builds too, in parallel: two builds writing dist/ at once could
 * break each other. The session runs in the unit and Node 20 steps, on the embedded database.
 */
const runsHere = process.env['DATABASE_URL'] ? it.skip : it;

runsHere(
  "runs the README's CLI session as printed: every command succeeds",
  async () => {
    const script = join(home, 'session.sh');
    await writeFile(script, await readmeSession());
    const shell = spawn('bash', ['-e', '-o', 'pipefail', script], {
      cwd: join(__dirname, '../../..'),
      env: {
        PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`,
        HOME: home,
        XDG_CONFIG_HOME: join(home, '.config'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let errors = '';
    let approved = false;
    shell.stderr.on('data', (chunk) => (errors += chunk));
    shell.stdout.on('data', (chunk) => {
      output += chunk;
      const code = /enter the code +(\S+)/.exec(output)?.[1];
      if (code && !approved) {
        approved = true;
        void e2e.api.call('POST', '/v1/device/approve', {
          token: e2e.owner.tokens.read_write,
          body: { user_code: code, approve: true },
        });
      }
    });
    const exit = await new Promise<number | null>((resolve) => shell.on('close', resolve));
    try {
      if (shell.pid) process.kill(-shell.pid);
    } catch {
      // already gone
    }
    // On failure the whole stderr shows: which line of the session broke, and why.
    expect({ exit, stderr: exit === 0 ? '' : errors }).toEqual({ exit: 0, stderr: '' });
    expect(errors.split('\n').filter((line) => line.startsWith('error'))).toEqual([]);
    expect(output).toContain('api version   1.0.0 (v1)');
    expect(output).toMatch(/^ID +NAME +STATUS +SPACE|^id +deal_/m);
    expect(output).toContain('Profile demo:');
    expect(output).toContain('Removed profile demo.');
    expect(output).toContain(`Logged in to ${e2e.api.url}`);
    expect(output).toContain('It is revoked on the server too.');
    expect(approved).toBe(true);
  },
  240_000,
);
