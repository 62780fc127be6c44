import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { startEmbeddedPostgres } from './embedded-postgres';

describe('the embedded data folder lock', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dps-lock-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second opener while the first holds the folder, naming it and what to do', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    try {
      const refusal = `the embedded database in ${dataDir} is in use by .+ \\(pid ${process.pid}\\); stop it first, or set DATABASE_URL to use a PostgreSQL server`;
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(new RegExp(`^${refusal}$`));
    } finally {
      await first.stop();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const again = await startEmbeddedPostgres(dataDir);
    await again.stop();
  }, 30_000);

  it('takes over a lock whose process is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const pid = Number(gone.stdout);
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid, token: 'stale', command: 'npm start' }));
    const lock = lockDataDir(dataDir, dataDir);
    const owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(owner.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('takes over an unreadable lock file (a process that died while writing it)', () => {
    writeFileSync(join(dataDir, LOCK_FILE), '{"pi');
    lockDataDir(dataDir, dataDir).release();
  });

  it('release leaves a lock that is no longer its own', () => {
    const lock = lockDataDir(dataDir, dataDir);
    const other = JSON.stringify({ pid: process.pid, token: 'someone-else', command: 'npm start' });
    writeFileSync(join(dataDir, LOCK_FILE), other);
    lock.release();
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(other);
  });

  it('takes over a lock with its own pid that it does not hold (a restarted container is pid 1 again)', () => {
    const earlier = JSON.stringify({ pid: process.pid, token: 'before-the-restart', command: 'npm start' });
    writeFileSync(join(dataDir, LOCK_FILE), earlier);
    const lock = lockDataDir(dataDir, dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).not.toEqual(JSON.parse(earlier));
    lock.release();
  });
});
