import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export interface ChildServer {
  readonly url: string;
  readonly pid: number;
  /** The V8 inspector's port on 127.0.0.1, when started with one (`inspectPort`). */
  readonly inspectPort?: number;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Extra `node` flags (e.g. `--cpu-prof`), placed before the script. */
  readonly nodeArgs?: readonly string[];
  /**
   * Which answer to `readyPath` means "up": 200 by default; webhook-in has no route for GET and
   * answers 404 once listening.
   */
  readonly readyStatus?: number;
  /** Opens the V8 inspector on 127.0.0.1:<port> (for heap figures), announced over HTTP only. */
  readonly inspectPort?: number;
}

const running = new Set<ChildProcess>();
/** The Node.js executable the servers run on: the bench's own unless a run picks another. */
let childRuntime = process.execPath;

/** Every child started from now on runs on `path` (issue 14 compares Node 20 and Node 24). */
export function runChildrenOn(path: string): void {
  childRuntime = path;
}

const INSPECTOR_NOTES =
  /^(Debugger attached\.|Debugger ending on |Waiting for the debugger to disconnect|For help, see: )/;

/** A port that was free a moment ago (the child binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `node <script>` with the given environment and waits (at most 30 s) until `readyPath`
 * answers, so the server has its own process and core, apart from the load generator.
 */
export async function startChildServer(
  script: string,
  env: Record<string, string>,
  port: number,
  readyPath: string,
  options: ChildServerOptions = {},
): Promise<ChildServer> {
  const inspect =
    options.inspectPort === undefined
      ? []
      : [`--inspect=127.0.0.1:${options.inspectPort}`, '--inspect-publish-uid=http'];
  const child = spawnChild(script, env, [...inspect, ...(options.nodeArgs ?? [])]);
  const url = `http://127.0.0.1:${port}`;
  const readyStatus = options.readyStatus ?? 200;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}${readyPath}`).then(
      (r) => r.status === readyStatus,
      () => false,
    );
    if (ready) {
      return { url, pid: child.pid ?? 0, inspectPort: options.inspectPort, stop: () => stopChild(child) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopChild(child);
  throw new Error(`${script} did not answer ${readyPath} within 30 s`);
}

/** `node <script>` (on the chosen runtime) with its stderr on ours; killed by `stopChild`. */
export function spawnChild(
  script: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
  stdout: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  const child = spawn(childRuntime, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  // The child's errors reach our stderr, without the inspector's notes on each heap reading.
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
    if (!INSPECTOR_NOTES.test(line)) process.stderr.write(`${line}\n`);
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** SIGTERM (a clean exit writes a `--cpu-prof` profile), then SIGKILL after 10 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Every child still running: SIGKILL, for the paths where a clean stop is no longer possible. */
export function killAllChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}
