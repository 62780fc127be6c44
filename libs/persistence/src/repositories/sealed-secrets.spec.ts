import { randomBytes } from 'node:crypto';
import type { Repositories } from '@deal/domain';
import {
  aDealUpdatedAutomation,
  aSendWebhookAction,
  aWebhookReceivedAutomation,
} from '../../../domain/src/testing/automation.mother';
import type { Database } from '../data-source/database';
import { resealSecrets } from '../secrets/reseal-secrets';
import { aesGcmSecretBox } from '../secrets/secret-box';
import { bindSecretBox } from '../secrets/sealed-columns';
import { DEVELOPMENT_SECRETS_KEY } from '../secrets/secrets-key.config';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';
import { TypeOrmEmailDeliveryRepository } from './typeorm-email-outbox.repository';

/**
 * The secrets of automations at rest (sealed-columns.ts): stored sealed, read in clear (the
 * dispatcher's claim: typeorm-delivery.repository.spec.ts), old
 * plaintext rows still read, and re-sealed under a new key by a rotation. Runs on PGlite by
 * default and on the real server when DATABASE_URL is set.
 */
describe('sealed secrets of automations', () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 9, 1);
  const until = Date.UTC(2030, 0, 1);
  const outgoing = aDealUpdatedAutomation({
    id: 'aut_sealed_out',
    spaceId: 'spc_sealed',
    actions: [
      aSendWebhookAction({
        id: 'act_sealed',
        secret: 'whsec_header_secret_in_clear',
        signingSecret: 'whsec_c2lnbmluZyBzZWNyZXQ=',
        previousSigningSecret: { secret: 'whsec_cHJldmlvdXMgc2VjcmV0', until },
      }),
    ],
  });
  const incoming = aWebhookReceivedAutomation({
    id: 'aut_sealed_in',
    spaceId: 'spc_sealed',
    signingKey: 'whkey_signing_key_in_clear',
    actions: [{ type: 'update_deal', id: 'act_sealed_in', fields: null }],
  });
  const SECRETS = [
    'whsec_header_secret_in_clear',
    'whsec_c2lnbmluZyBzZWNyZXQ=',
    'whsec_cHJldmlvdXMgc2VjcmV0',
    'whkey_signing_key_in_clear',
  ];

  const storedRows = async () => ({
    action: (
      await database.dataSource.query(
        `SELECT secret, signing_secret, previous_signing_secret FROM automation_actions WHERE id = 'act_sealed'`,
      )
    )[0] as Record<string, string>,
    key: (
      await database.dataSource.query(`SELECT signing_key FROM automations WHERE id = 'aut_sealed_in'`)
    )[0] as { signing_key: string },
  });
  const storedValues = async () => {
    const { action, key } = await storedRows();
    return [action['secret'], action['signing_secret'], action['previous_signing_secret'], key.signing_key];
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    await repos.spaces.insert({ id: 'spc_sealed', name: 'S', plan: 'free', createdAt: at, updatedAt: at });
    await repos.automations.insert(outgoing);
    await repos.automations.insert(incoming);
  });

  afterAll(async () => {
    bindSecretBox(database.dataSource, database.secrets);
    await database.close();
  });

  it('stores no secret in clear, each sealed under the server key, and reads them back in clear', async () => {
    const stored = await storedValues();
    expect(stored.filter((value) => SECRETS.some((secret) => value?.includes(secret.slice(6))))).toEqual([]);
    expect(stored.every((value) => value !== undefined && database.secrets.isCurrent(value))).toBe(true);
    expect(await repos.automations.findById(outgoing.id)).toEqual(outgoing);
    expect(await repos.automations.findById(incoming.id)).toEqual(incoming);
    expect(await repos.automations.listEnabled('spc_sealed', 'webhook_received')).toEqual([incoming]);
    expect(await repos.automations.listEnabled('spc_sealed', 'deal_updated')).toEqual([outgoing]);
  });

  it('reads a plaintext value left by an older version, and the re-seal pass seals it', async () => {
    await database.dataSource.query(
      `UPDATE automations SET signing_key = 'whkey_signing_key_in_clear' WHERE id = 'aut_sealed_in'`,
    );
    expect((await repos.automations.findById(incoming.id))?.signingKey).toBe('whkey_signing_key_in_clear');
    const counts = await resealSecrets(database.dataSource.manager, database.secrets, 1);
    expect(counts.automations).toBe(1);
    expect(database.secrets.isCurrent((await storedRows()).key.signing_key)).toBe(true);
    expect((await repos.automations.findById(incoming.id))?.signingKey).toBe('whkey_signing_key_in_clear');
  });

  it('rotates: the previous key still opens, the re-seal pass rewrites every value under the new key in small batches', async () => {
    const before = await storedValues();
    // A queued email's body and links are sealed columns too (docs/accounts.md).
    const email = {
      to: 'ada@example.test',
      subject: 'Join',
      text: 't',
      html: 'h',
      links: ['https://x/join/1/t'],
    };
    await repos.emails.enqueue({ id: 'eml_sealed', kind: 'invitation', message: email, createdAt: 0 });
    // Test databases run on the development key (no SECRETS_KEY); it becomes the previous one.
    expect(database.secrets.keyId).toBe(aesGcmSecretBox(DEVELOPMENT_SECRETS_KEY).keyId);
    const newKey = randomBytes(32);
    const rotated = aesGcmSecretBox(newKey, DEVELOPMENT_SECRETS_KEY);
    bindSecretBox(database.dataSource, rotated);
    const rotatedRepos = repositoriesFor(database.dataSource.manager);
    expect(await rotatedRepos.automations.findById(outgoing.id)).toEqual(outgoing);
    const counts = await resealSecrets(database.dataSource.manager, rotated, 1);
    expect(counts).toEqual({ automations: 1, automation_actions: 3, email_outbox: 3 });
    const [claimed] = await new TypeOrmEmailDeliveryRepository(database.dataSource.manager).claimDue({
      now: 1,
      limit: 1,
      leaseMs: 1,
    });
    expect(claimed?.message).toEqual(email);
    const after = await storedValues();
    expect(after.every((value) => value !== undefined && rotated.isCurrent(value))).toBe(true);
    expect(after.filter((value) => before.includes(value))).toEqual([]);
    // Only the new key now: everything still opens.
    bindSecretBox(database.dataSource, aesGcmSecretBox(newKey));
    expect(await repositoriesFor(database.dataSource.manager).automations.findById(outgoing.id)).toEqual(
      outgoing,
    );
    expect(await resealSecrets(database.dataSource.manager, rotated)).toEqual({
      automations: 0,
      automation_actions: 0,
      email_outbox: 0,
    });
  });
});
