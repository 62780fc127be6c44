import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Against invitation spam (docs/credentials-and-members.md "Limits", "Blocking a space", "Deleting a
 * space"): the invitations each space sent in the last 24 hours (the daily limit counts them; each
 * invite forgets the space's older ones), the spaces a person blocked, and the audit rows of deleted
 * spaces, which outlive the space (no foreign key to it). Expand only.
 */
export class SpaceLimitsAndDeletions1764820000000 implements MigrationInterface {
  name = 'SpaceLimitsAndDeletions1764820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE invitation_sends (
        space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL
      );
      CREATE INDEX invitation_sends_space_idx ON invitation_sends (space_id, sent_at);
      CREATE TABLE invitation_blocks (
        space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        email text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (space_id, email)
      );
      -- A person's own blocks, listed in space id order.
      CREATE INDEX invitation_blocks_email_idx ON invitation_blocks (email, space_id);
      CREATE TABLE space_deletions (
        space_id text PRIMARY KEY,
        name text NOT NULL,
        deleted_by text REFERENCES users(id) ON DELETE SET NULL,
        deleted_at timestamptz NOT NULL,
        deals integer NOT NULL CHECK (deals >= 0),
        automations integer NOT NULL CHECK (automations >= 0),
        api_keys integer NOT NULL CHECK (api_keys >= 0),
        deliveries integer NOT NULL CHECK (deliveries >= 0),
        members integer NOT NULL CHECK (members >= 0),
        invitations integer NOT NULL CHECK (invitations >= 0)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE space_deletions; DROP TABLE invitation_blocks; DROP TABLE invitation_sends;`);
  }
}
