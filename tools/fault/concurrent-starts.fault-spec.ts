import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { MIGRATIONS } from '@deal/persistence';
import { startApp, type AppProcess } from './testing/app-process';

const serverUrl = process.env['DATABASE_URL'];
const onServer = serverUrl ? describe : describe.skip;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * docs/operations.md "Migrations": every app migrates at start (MIGRATE_ON_START, default on) under
 * a PostgreSQL advisory lock. Four api processes started at once on an empty database all come up
 * ready (before the lock, all but one failed: duplicate key … pg_type_typname_nsp_index), and each
 * migration is recorded once.
 */
onServer('four api processes started at once on an empty PostgreSQL database', () => {
  const name = `dps_fault_${randomBytes(6).toString('hex')}`;
  let url: string;
  let apps: AppProcess[] = [];

  beforeAll(async () => {
    await query(serverUrl as string, `CREATE DATABASE ${name}`);
    const parsed = new URL(serverUrl as string);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await query(serverUrl as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('all come up ready, and every migration is applied once', async () => {
    const starts = await Promise.allSettled(
      Array.from({ length: 4 }, () => startApp('api', { DATABASE_URL: url, MIGRATE_ON_START: '' }, 50_000)),
    );
    apps = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    expect(starts.map((start) => (start.status === 'fulfilled' ? 'ready' : String(start.reason)))).toEqual([
      'ready',
      'ready',
      'ready',
      'ready',
    ]);
    const rows = await query<{ name: string; count: number }>(
      url,
      'SELECT name, count(*)::int AS count FROM migrations GROUP BY name',
    );
    expect(rows).toHaveLength(MIGRATIONS.length);
    expect(rows.every((row) => row.count === 1)).toBe(true);
  }, 60_000);
});
