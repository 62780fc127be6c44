import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../bench/child-server';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of its own for a test that stops and starts the server: `initdb` into a
 * temporary directory, listening on 127.0.0.1 and a free port, trust authentication. The shared
 * server other tests use is never touched. As root, every server command runs as `postgres`
 * (`initdb` refuses root), in a directory that user owns.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  readonly url: string;
  readonly port: number;
  /** `pg_ctl stop -m fast`: sessions are ended and the server exits (clean shutdown). */
  stop(): Promise<void>;
  /** `pg_ctl start -w`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** The server's log, for failure messages. */
  log(): string;
  /** Stops the server if it runs (immediate mode) and deletes the directory. Never throws. */
  remove(): Promise<void>;
}

/** Where `initdb` and `pg_ctl` are: `PG_BIN_DIR`, else `pg_config --bindir`; null when neither works. */
export function postgresBinDir(): string | null {
  const fromEnv = process.env['PG_BIN_DIR'];
  const candidates = fromEnv ? [fromEnv] : [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'dps-fault-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const server = (tool: string, args: string[], timeoutMs: number) => {
    const command = join(binDir, tool);
    return asRoot
      ? run('runuser', ['-u', 'postgres', '--', command, ...args], { timeout: timeoutMs })
      : run(command, args, { timeout: timeoutMs });
  };
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let running = false;
  const instance: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await server('pg_ctl', ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '30', 'start'], 40_000);
      running = true;
    },
    async stop() {
      await server('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'], 40_000);
      running = false;
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async remove() {
      if (running) {
        await server('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop'], 40_000).catch(
          () => undefined,
        );
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await server(
      'initdb',
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      120_000,
    );
    await instance.start();
  } catch (error) {
    await instance.remove();
    throw error;
  }
  return instance;
}
