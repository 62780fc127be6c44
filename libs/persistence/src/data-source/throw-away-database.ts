import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrate, openDatabase, type Database } from './database';

/**
 * A fresh, migrated database created on the server at `serverUrl` and dropped again by `close()`.
 * Tests and benchmarks use it so that runs never share (or leave behind) data.
 */
export async function openThrowAwayDatabase(
  serverUrl: string,
  options: { prefix: string; poolSize?: number },
): Promise<Database & { readonly url: string }> {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(
    { kind: 'server', url: url.toString() },
    { poolSize: options.poolSize ?? 10 },
  );
  await migrate(database);
  return {
    ...database,
    url: url.toString(),
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
