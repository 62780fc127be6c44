import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../bench/child-server';

/** One frontend of the load balancer: its name and the loopback ports of its instances. */
export interface Pool {
  readonly name: string;
  readonly serverPorts: readonly number[];
}

export interface PrivateHaproxy {
  /** The base URL of each pool's frontend, by name. */
  readonly urls: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

export interface HaproxyOptions {
  /**
   * Keep idle server connections and reuse them for any request (`option http-keep-alive`,
   * `http-reuse always`, 60 s timeouts and pool purge), instead of a new server connection per
   * request: the setting of cloud load balancers that meets an app's keep-alive timeout.
   */
  readonly reuseServerConnections?: boolean;
}

/** True when `haproxy` is on PATH (`.ci/run` installs it from Debian's packages when missing). */
export function hasHaproxy(): boolean {
  return spawnSync('haproxy', ['-v']).status === 0;
}

/**
 * HAProxy on 127.0.0.1 in front of each pool, as docs/operations.md recommends: it checks
 * `GET /readyz` every 200 ms (two failures take an instance out, two successes put it back),
 * opens a new server connection per request (`http-server-close`: no idle connection to be cut
 * when an instance stops) and forwards the client's address. It never retries, so a request an
 * instance dropped or a connection it refused shows as a failure.
 */
export async function startPrivateHaproxy(
  pools: readonly Pool[],
  options: HaproxyOptions = {},
): Promise<PrivateHaproxy> {
  const dir = await mkdtemp(join(tmpdir(), 'dps-haproxy-'));
  const frontends = await Promise.all(pools.map(async (pool) => ({ ...pool, port: await freePort() })));
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    ...(options.reuseServerConnections
      ? [
          // As cloud load balancers do: idle server connections are kept 60 s and reused by any
          // client's next request, so the instance must not end them first.
          '  timeout client 60s',
          '  timeout server 60s',
          '  option http-keep-alive',
          '  http-reuse always',
        ]
      : ['  timeout client 30s', '  timeout server 30s', '  option http-server-close']),
    '  option forwardfor',
    // No retries: a request an instance dropped, or a connection it refused, fails the test.
    '  retries 0',
    ...frontends.flatMap((pool) => [
      `frontend ${pool.name}_in`,
      `  bind 127.0.0.1:${pool.port}`,
      `  default_backend ${pool.name}`,
      `backend ${pool.name}`,
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      // With reuse, idle server connections stay pooled 60 s (HAProxy's default purges at 5 s).
      `  default-server inter 200ms fall 2 rise 2${options.reuseServerConnections ? ' pool-purge-delay 60s' : ''}`,
      ...pool.serverPorts.map((port, i) => `  server ${pool.name}${i + 1} 127.0.0.1:${port} check`),
    ]),
  ].join('\n');
  const file = join(dir, 'haproxy.cfg');
  await writeFile(file, `${config}\n`);
  const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its config: ${check.stderr}${check.stdout}`);
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const urls = Object.fromEntries(frontends.map((pool) => [pool.name, `http://127.0.0.1:${pool.port}`]));
  await waitUntilListening(Object.values(urls), child);
  return {
    urls,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilListening(urls: readonly string[], child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode})`);
    const up = await Promise.all(
      urls.map((url) =>
        fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (up.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('haproxy did not listen within 10 s');
}
