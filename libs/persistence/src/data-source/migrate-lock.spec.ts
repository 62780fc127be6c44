import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrate, openDatabase, type Database } from './database';
import { MIGRATIONS } from '../migrations';

const serverUrl = process.env['DATABASE_URL'];
/** Needs several sessions and real locks: PGlite has one session, so this runs on the real server only. */
const onServer = serverUrl ? describe : describe.skip;

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

onServer('migrate() on an empty PostgreSQL database, 4 at once', () => {
  const name = `dps_migrate_race_${randomBytes(6).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const parsed = new URL(serverUrl as string);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('all succeed, and every migration is applied exactly once', async () => {
    const databases: Database[] = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ kind: 'server', url }, { poolSize: 2 })),
    );
    try {
      const results = await Promise.allSettled(databases.map((database) => migrate(database)));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const applied = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
      expect(applied).toHaveLength(MIGRATIONS.length);
      const [{ count }] = await databases[0].dataSource.query(
        `SELECT count(*)::int AS count FROM migrations`,
      );
      expect(count).toBe(MIGRATIONS.length);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  }, 60_000);
});
