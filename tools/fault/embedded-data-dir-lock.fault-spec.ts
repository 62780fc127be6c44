import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp, type AppProcess } from './testing/app-process';

const ROOT = join(__dirname, '../..');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a built command (`node dist/<script>`) to its end, bounded to 45 s. */
function run(script: string, env: Record<string, string>, args: string[] = []): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, script), ...args],
      { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env }, timeout: 45_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

/**
 * One process per embedded data folder (docs/operations.md, "One process per data folder"): while
 * the api runs on DATA_DIR, bootstrap, migrate, prune and a second start refuse with exit 1 and say
 * what to do, writing nothing (before, bootstrap printed tokens the running api answered 401 and a
 * restart lost). A lock left by a killed process is taken over, and what bootstrap writes then is
 * in the database the api serves after its restart.
 */
describe('the embedded data folder while a service runs on it', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let api: AppProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dps-data-lock-'));
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
    api = await startApp('api', env, 60_000);
  }, 90_000);

  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bootstrap, migrate, prune and a second start refuse with exit 1 and say what to do', async () => {
    const running = api as AppProcess;
    const refusal = (prefix: string) =>
      `${prefix}the embedded database in ${dataDir} is in use by npm run start:api (pid ${running.pid}); ` +
      'stop it first, or set DATABASE_URL to use a PostgreSQL server\n';
    const ports = { API_PORT: '0', WEBHOOK_IN_PORT: '0', DISPATCHER_PORT: '0', API_METRICS_PORT: '0' };
    const [bootstrap, migrate, prune, startAll, secondApi] = await Promise.all([
      run('dist/tools/bootstrap.js', env, ['--json']),
      run('dist/tools/migrate.js', env),
      run('dist/tools/prune.js', env),
      run('dist/tools/start-all.js', { ...env, ...ports, WEBHOOK_IN_METRICS_PORT: '0' }),
      run('dist/apps/api/src/main.js', { ...env, ...ports }),
    ]);
    expect(bootstrap).toEqual({ code: 1, stdout: '', stderr: refusal('bootstrap failed: ') });
    expect(migrate).toEqual({ code: 1, stdout: '', stderr: refusal('migrate failed: ') });
    expect(prune).toEqual({ code: 1, stdout: '', stderr: refusal('prune failed: ') });
    expect(startAll).toEqual({ code: 1, stdout: '', stderr: refusal('start failed: ') });
    expect(secondApi).toEqual({ code: 1, stdout: '', stderr: refusal('api failed to start: ') });
    expect(running.exitStatus()).toBeNull();
  }, 60_000);

  it('takes over the lock of a killed service; the bootstrap user is in the database it restarts on', async () => {
    const killed = api as AppProcess;
    killed.kill('SIGKILL');
    await killed.exited;
    const bootstrap = await run('dist/tools/bootstrap.js', env, ['--json']);
    expect(bootstrap.code).toBe(0);
    const { tokens } = JSON.parse(bootstrap.stdout) as { tokens: { read_write: string } };
    api = await startApp('api', env, 60_000);
    const response = await fetch(`${api.url}/v1/spaces`, {
      headers: { authorization: `Bearer ${tokens.read_write}` },
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(200);
  }, 60_000);
});
