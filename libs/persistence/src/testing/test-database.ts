import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrate, openDatabase, type Database } from '../data-source/database';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when
 * DATABASE_URL points at a real server, a throw-away database created on it and dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'embedded', dataDir: 'memory' });
    await migrate(database);
    return database;
  }
  const name = `dps_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'server', url: url.toString() }, { poolSize: 20 });
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
