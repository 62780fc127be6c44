import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
// The tool's e2e tests drive a real api over HTTP; only these test files import it (never the tool).
import { startTestApi, testConfig, type TestApi } from '../../../api/src/testing/api-test-app';
import type { ApiConfig } from '../../../api/src/config/api-config';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import type { Env } from '../cli-io';
import { TestClock } from './test-clock';

export interface CliE2e {
  readonly database: Database;
  readonly api: TestApi;
  readonly clock: TestClock;
  /** A user owning a space, with a read_write and a read token. */
  readonly owner: BootstrapResult;
  /** A fresh configuration directory: where `login` saves, and nothing else. */
  readonly configDir: string;
  /** The tool's environment pointing at this api, plus `extra`. */
  env(extra?: Env): Env;
  close(): Promise<void>;
}

/** A migrated database (embedded, or DATABASE_URL), the api on 127.0.0.1, a bootstrapped owner. */
export async function startCliE2e(config: Partial<ApiConfig> = {}): Promise<CliE2e> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const api = await startTestApi(database, testConfig(config), clock);
  const owner = await runBootstrap(database, {});
  const configDir = await mkdtemp(join(tmpdir(), 'dps-cli-test-'));
  return {
    database,
    api,
    clock,
    owner,
    configDir,
    env: (extra = {}) => ({ SERVICE_URL: api.url, SERVICE_CONFIG_DIR: configDir, ...extra }),
    close: async () => {
      await api.close();
      await database.close();
      await rm(configDir, { recursive: true, force: true });
    },
  };
}

/** A loopback address nothing listens on: a port the system handed out and got back. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
