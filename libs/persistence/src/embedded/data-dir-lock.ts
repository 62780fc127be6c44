import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { basename, join, sep } from 'node:path';

/** The file in DATA_DIR that says which process has the embedded database open. */
export const LOCK_FILE = 'pglite.lock';

interface LockOwner {
  readonly pid: number;
  readonly token: string;
  readonly command: string;
}

/** Another live process has the embedded database in this data folder open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `the embedded database in ${dataDir} is in use by ${owner.command} (pid ${owner.pid}); ` +
        'stop it first, or set DATABASE_URL to use a PostgreSQL server',
    );
  }
}

/** The tokens of the locks this process holds: a lock with our pid but another token is a previous
 * incarnation's (a container restarted on its volume gets the same pid 1), hence stale. */
const HELD = new Set<string>();

export interface DataDirLock {
  /** Removes the lock file if it is still this lock's. */
  release(): void;
}

/**
 * Takes the data folder for this process: creates `<dataDir>/pglite.lock` exclusively (O_EXCL)
 * with our pid, a random token and what we run. A lock whose process is gone (killed, crashed) is
 * stale and taken over; a live one throws DataDirInUseError (PGlite would corrupt a folder two
 * processes write, and what the second one wrote would not be seen by the first).
 */
export function lockDataDir(dataDir: string, directory: string): DataDirLock {
  const path = join(directory, LOCK_FILE);
  const mine: LockOwner = {
    pid: process.pid,
    token: randomBytes(12).toString('hex'),
    command: commandName(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(mine));
      } finally {
        closeSync(fd);
      }
      HELD.add(mine.token);
      return {
        release: () => {
          HELD.delete(mine.token);
          releaseIfMine(path, mine.token);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error;
    }
    const owner = readOwner(path);
    if (owner && isLive(owner)) throw new DataDirInUseError(dataDir, owner);
    // Stale (or half written by a process that died at once): take it over.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function releaseIfMine(path: string, token: string): void {
  if (readOwner(path)?.token !== token) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) && typeof owner.token === 'string'
      ? { pid: owner.pid as number, token: owner.token, command: String(owner.command ?? 'another process') }
      : null;
  } catch {
    return null;
  }
}

function isLive(owner: LockOwner): boolean {
  return owner.pid === process.pid ? HELD.has(owner.token) : isAlive(owner.pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The npm scripts of CONTRACT §1 by the built file they run, to name the owner as operators start it. */
const NPM_SCRIPTS: Readonly<Record<string, string>> = {
  'dist/tools/start-all.js': 'npm start',
  'dist/tools/bootstrap.js': 'npm run bootstrap',
  'dist/tools/migrate.js': 'npm run migrate',
  'dist/tools/prune.js': 'npm run prune',
  'dist/apps/cli/src/main.js': 'npm run cli',
  'dist/apps/api/src/main.js': 'npm run start:api',
  'dist/apps/webhook-in/src/main.js': 'npm run start:webhook-in',
  'dist/apps/webhook-dispatcher/src/main.js': 'npm run start:dispatcher',
};

/** `npm start`, `npm run bootstrap`… for the service's own commands, else `node <script>`. */
function commandName(): string {
  const script = (process.argv[1] ?? '').split(sep).join('/');
  const known = Object.keys(NPM_SCRIPTS).find((built) => script.endsWith(`/${built}`));
  return known ? (NPM_SCRIPTS[known] as string) : `node ${basename(script) || 'node'}`;
}
