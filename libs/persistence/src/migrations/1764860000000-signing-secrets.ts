import { randomBytes } from 'node:crypto';
import { AUTOMATION_SECRET_RANDOM_BYTES, formatAutomationSecret } from '@deal/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every Send Webhook action gets a signing secret of its own (`whsec_…`, docs/automations.md
 * "Signatures"): `webhook-signature` was keyed with the `X-Service-Webhook` secret, which travels
 * in clear on every request.
 *
 * - Existing actions get one here, 32 bytes from Node's CSPRNG each.
 * - The column's default gives one to an action that the previous version inserts during a rolling
 *   update (it does not know the column); it is dropped with the old columns in a later release.
 * - `previous_secret` held rotated header secrets, which signed beside the new one. Nothing signs
 *   with a header secret any more, so they are erased (one secret fewer at rest); the columns stay
 *   until the previous version is gone (expand, then contract).
 */
export class SigningSecrets1764860000000 implements MigrationInterface {
  name = 'SigningSecrets1764860000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE automation_actions
        ADD COLUMN signing_secret text
          DEFAULT 'whsec_' || encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'),
        ADD COLUMN previous_signing_secret text,
        ADD COLUMN previous_signing_secret_until timestamptz,
        ADD CONSTRAINT automation_actions_previous_signing_secret_pair
          CHECK ((previous_signing_secret IS NULL) = (previous_signing_secret_until IS NULL))
    `);
    const actions: Array<{ id: string }> = await db.query(
      `SELECT id FROM automation_actions WHERE type = 'send_webhook' ORDER BY id`,
    );
    for (const { id } of actions) {
      const secret = formatAutomationSecret('signing_secret', randomBytes(AUTOMATION_SECRET_RANDOM_BYTES));
      await db.query(`UPDATE automation_actions SET signing_secret = $2 WHERE id = $1`, [id, secret]);
    }
    await db.query(`
      UPDATE automation_actions SET signing_secret = NULL WHERE type <> 'send_webhook';
      UPDATE automation_actions SET previous_secret = NULL, previous_secret_until = NULL
        WHERE previous_secret IS NOT NULL;
      ALTER TABLE automation_actions
        ADD CONSTRAINT automation_actions_signing_secret
          CHECK (type <> 'send_webhook' OR signing_secret IS NOT NULL);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE automation_actions
        DROP CONSTRAINT automation_actions_signing_secret,
        DROP CONSTRAINT automation_actions_previous_signing_secret_pair,
        DROP COLUMN signing_secret,
        DROP COLUMN previous_signing_secret,
        DROP COLUMN previous_signing_secret_until;
    `);
  }
}
