import { execFileSync } from 'node:child_process';
import { accessSync, constants, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** A Node.js executable the bench can run the servers on. */
export interface NodeRuntime {
  readonly path: string;
  /** `process.version` of that executable, e.g. `v24.21.0`. */
  readonly version: string;
}

/**
 * The runtimes a bench run uses: BENCH_NODES (paths, comma-separated) when set; otherwise the
 * bench's own runtime only, which under `npm run bench` is the project's Node 24 (node_modules/.bin
 * comes first on npm's PATH), the runtime `npm start` uses (issue 27). BENCH_ALL_NODES=1 adds every
 * other `node` on PATH (the machine's Node 20), the comparison of issue 14. One runtime per major
 * version, oldest first, so the JSON line reads "before → after".
 */
export function findNodeRuntimes(
  env: Record<string, string | undefined>,
  self = process.execPath,
): NodeRuntime[] {
  const listed = env['BENCH_NODES']?.trim();
  const candidates = listed
    ? listed
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean)
    : [self, ...(env['BENCH_ALL_NODES'] === '1' ? nodesOnPath(env['PATH'] ?? '') : [])];
  const byMajor = new Map<string, NodeRuntime>();
  for (const candidate of candidates) {
    const runtime = describeRuntime(candidate);
    if (runtime === null) {
      if (listed) throw new Error(`BENCH_NODES: ${candidate} is not a runnable node executable`);
      continue;
    }
    const major = majorOf(runtime.version);
    if (!byMajor.has(major)) byMajor.set(major, runtime);
  }
  return [...byMajor.values()].sort((a, b) => Number(majorOf(a.version)) - Number(majorOf(b.version)));
}

export function majorOf(version: string): string {
  return version.replace(/^v/, '').split('.')[0] ?? version;
}

function nodesOnPath(path: string): string[] {
  return path
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'node'))
    .filter((file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

function describeRuntime(file: string): NodeRuntime | null {
  try {
    const path = realpathSync(file);
    const version = execFileSync(path, ['-p', 'process.version'], {
      encoding: 'utf8',
      timeout: 10_000,
    }).trim();
    return /^v\d+\./.test(version) ? { path, version } : null;
  } catch {
    return null;
  }
}
