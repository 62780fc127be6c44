import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SHA-256 of an invitation's emailed link token (docs/accounts.md "Sign-up from an
 * invitation"); never the token. Nullable: invitations sent before this migration have no link.
 */
export class InvitationLinks1764910000001 implements MigrationInterface {
  name = 'InvitationLinks1764910000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE invitations ADD COLUMN link_token_hash text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE invitations DROP COLUMN link_token_hash`);
  }
}
