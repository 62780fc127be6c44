import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort, spawnChild, stopChild } from '../../bench/child-server';

const ROOT = join(__dirname, '../../..');

/** The built entry points `npm run start:*` run; the fault runner builds them first. */
const APPS = {
  api: { main: 'dist/apps/api/src/main.js', portVariable: 'API_PORT' },
  'webhook-in': { main: 'dist/apps/webhook-in/src/main.js', portVariable: 'WEBHOOK_IN_PORT' },
  'webhook-dispatcher': { main: 'dist/apps/webhook-dispatcher/src/main.js', portVariable: 'DISPATCHER_PORT' },
} as const;

/** Every app answers its readiness probe (docs/operations.md) once it can serve. */
const READY_PATH = '/readyz';

export type AppName = keyof typeof APPS;

/** One built app running as its own process, the way `npm run start:<app>` runs it. */
export interface AppProcess {
  readonly name: AppName;
  readonly url: string;
  readonly pid: number;
  /** Exit code, or the signal's name when a signal ended it; null while it runs. */
  exitStatus(): number | string | null;
  /** Resolves with the exit code (null after a signal). */
  readonly exited: Promise<number | null>;
  /** The last 200 lines it wrote on stdout (JSON log lines), for failure messages. */
  recentOutput(): string;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, SIGKILL after 10 s (tools/bench/child-server). */
  stop(): Promise<void>;
}

/**
 * Starts `node dist/apps/<name>/src/main.js` with `env` on top of ours (NODE_OPTIONS cleared, the
 * port chosen here) and resolves once its ready path answers; bounded by `readyWithinMs`.
 */
export async function startApp(
  name: AppName,
  env: Record<string, string>,
  readyWithinMs = 30_000,
  /** A fixed port, e.g. to restart an instance behind a load balancer; any free port when unset. */
  fixedPort?: number,
): Promise<AppProcess> {
  const app = APPS[name];
  const port = fixedPort ?? (await freePort());
  const child = spawnChild(
    join(ROOT, app.main),
    {
      NODE_OPTIONS: '',
      LOG_LEVEL: 'warn',
      // Any free port: several instances of an app run side by side.
      API_METRICS_PORT: '0',
      WEBHOOK_IN_METRICS_PORT: '0',
      ...env,
      [app.portVariable]: String(port),
    },
    [],
    'pipe',
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 200));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = processOf(name, child, `http://127.0.0.1:${port}`, exited, output);
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (running.exitStatus() !== null) {
      throw new Error(
        `${name} exited (${running.exitStatus()}) before it was ready: ${running.recentOutput()}`,
      );
    }
    const status = await fetch(`${running.url}${READY_PATH}`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return running;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not answer ${READY_PATH} within ${readyWithinMs} ms`);
}

function processOf(
  name: AppName,
  child: ChildProcess,
  url: string,
  exited: Promise<number | null>,
  output: string[],
): AppProcess {
  return {
    name,
    url,
    pid: child.pid ?? 0,
    exitStatus: () => child.exitCode ?? child.signalCode ?? null,
    exited,
    recentOutput: () => output.join('\n'),
    kill: (signal) => child.kill(signal),
    stop: () => stopChild(child),
  };
}
