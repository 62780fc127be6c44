import { Session } from 'node:inspector';
import { relative, resolve, sep } from 'node:path';

/**
 * How docs/architecture.md ("Two traces") counts the files of a trace: V8's precise coverage
 * counts, per file, the functions that ran in a window, here from the moment the request leaves
 * the client to the moment its trace ends. Counted: the repository's own source files under apps/
 * and libs/ with at least one function run in the window. Not counted: node_modules and Node, the
 * test's own files (specs, `testing/` fixtures), the libraries' `index.ts` barrels (their
 * re-export getters run, but hold no step of the path), and whatever only ran before the window
 * (start-up, module loading, a warm-up request).
 */
export class TraceCoverage {
  private readonly session = new Session();
  private readonly root = resolve(__dirname, '..', '..');

  async start(): Promise<void> {
    this.session.connect();
    await this.post('Profiler.enable');
    await this.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  }

  /** The counted files that ran since the last call (the first call ends the warm-up). */
  async filesRunSinceLastTake(): Promise<string[]> {
    const { result } = await this.post<{ result: ScriptCoverage[] }>('Profiler.takePreciseCoverage');
    return result
      .filter((script) => script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0))
      .map((script) => relative(this.root, script.url.replace(/^file:\/\//, '')))
      .filter((path) => /^(apps|libs)\//.test(path) && !path.endsWith(`${sep}index.ts`))
      .filter((path) => !/\.(e2e-)?spec\.ts$/.test(path) && !path.split(sep).includes('testing'))
      .sort();
  }

  stop(): void {
    this.session.disconnect();
  }

  private post<T>(method: string, params: object = {}): Promise<T> {
    return new Promise((resolve, reject) =>
      this.session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))),
    );
  }
}

interface ScriptCoverage {
  readonly url: string;
  readonly functions: readonly { readonly ranges: readonly { readonly count: number }[] }[];
}

/** `TRACE_FILES=1` prints a trace's files, for docs/architecture.md. */
export function printTrace(name: string, files: readonly string[]): void {
  if (process.env['TRACE_FILES'])
    process.stdout.write(`${name}: ${files.length} files\n${files.join('\n')}\n`);
}
