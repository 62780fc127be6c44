import type { BootstrapResult } from '@deal/domain';
import { openDatabase, openThrowAwayDatabase } from '@deal/persistence';
import { runBootstrap } from '../../bootstrap-command';

/** A user who owns a space, with tokens (`npm run bootstrap`), on the migrated database at `url`. */
export async function bootstrapOn(url: string): Promise<BootstrapResult> {
  const database = await openDatabase({ kind: 'server', url }, { poolSize: 1 });
  try {
    return await runBootstrap(database, { name: 'Fault Tester' });
  } finally {
    await database.close();
  }
}

export interface ThrowAwayWorkspace {
  /** The database's URL, for the apps started on it. */
  readonly url: string;
  /** The bootstrap user's personal tokens. */
  readonly tokens: BootstrapResult['tokens'];
  /** Drops the database. */
  close(): Promise<void>;
}

/** A fresh, migrated database on the server at `serverUrl` (dropped by `close`), bootstrapped. */
export async function throwAwayWorkspace(serverUrl: string): Promise<ThrowAwayWorkspace> {
  const database = await openThrowAwayDatabase(serverUrl, { prefix: 'dps_fault', poolSize: 2 });
  try {
    return {
      url: database.url,
      tokens: (await runBootstrap(database, { name: 'Fault Tester' })).tokens,
      close: database.close,
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** `method path` on a running api with a bearer token; insists on `expected` and answers the JSON body. */
export async function expectCall(
  expected: number,
  apiUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== expected) {
    throw new Error(`${method} ${path}: expected ${expected}, got ${response.status} ${text}`);
  }
  return text ? JSON.parse(text) : {};
}
