import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aWebhookReceivedAutomation } from '../../../domain/src/testing/automation.mother';
import { databaseConfigFromEnv } from '../config/database-config';
import { migrate, openDatabase } from '../data-source/database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/**
 * The embedded database without SECRETS_KEY: a key generated once into DATA_DIR on the first start,
 * reused by the next, so what the first sealed the second opens.
 */
describe('the embedded database without SECRETS_KEY', () => {
  it('generates its key once into DATA_DIR (0600) and opens on the next start what it sealed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dps-embedded-key-'));
    const automation = aWebhookReceivedAutomation({
      id: 'aut_k',
      spaceId: 'spc_k',
      signingKey: 'whkey_kept',
    });
    try {
      const first = await openDatabase(databaseConfigFromEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }));
      try {
        await migrate(first);
        const repos = repositoriesFor(first.dataSource.manager);
        await repos.spaces.insert({ id: 'spc_k', name: 'K', plan: 'free', createdAt: 0, updatedAt: 0 });
        await repos.automations.insert(automation);
        const [row] = await first.dataSource.query(`SELECT signing_key FROM automations`);
        expect(row.signing_key).toMatch(new RegExp(`^v1:${first.secrets.keyId}:`));
      } finally {
        await first.close();
      }
      expect(statSync(join(dataDir, 'secrets.key')).mode & 0o777).toBe(0o600);
      const second = await openDatabase(databaseConfigFromEnv({ DATA_DIR: dataDir }));
      try {
        expect(await repositoriesFor(second.dataSource.manager).automations.findById('aut_k')).toEqual(
          automation,
        );
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
