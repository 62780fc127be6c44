import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '../../bench/child-server';

/**
 * A `redis-server` of the test's own on 127.0.0.1 and a free port, without persistence
 * (`--save '' --appendonly no`): killing it loses its counters, like a Redis restarted from an
 * empty cache. The machine's Redis (REDIS_URL, 6379) is never touched.
 */
export interface PrivateRedis {
  readonly url: string;
  readonly port: number;
  /** SIGKILL: connections drop, the port refuses; the data is gone. */
  kill(): Promise<void>;
  /** A new server on the same port; resolves once it answers PING. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open and the port accepts, but nothing is answered. */
  pause(): void;
  /** SIGCONT after `pause`: commands sent meanwhile are executed now. */
  resume(): void;
  close(): Promise<void>;
}

/** True when `redis-server` is on PATH. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const kill = async () => {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGCONT'); // a paused server would not die before it runs again
    current.kill('SIGKILL');
    await exited;
  };
  const instance: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      const deadline = Date.now() + 10_000;
      while (!(await ping(port))) {
        if (Date.now() > deadline)
          throw new Error(`redis-server on port ${port} did not answer PING in 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    close: kill,
  };
  await instance.start();
  return instance;
}

/** One inline PING; true on `+PONG` within 1 s. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
