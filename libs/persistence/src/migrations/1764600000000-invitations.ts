import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pending invitations to spaces (issue 15, docs/credentials-and-members.md "Invitations"): at most
 * one per space and email, removed when accepted, declined or revoked. Expand only.
 */
export class Invitations1764600000000 implements MigrationInterface {
  name = 'Invitations1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE invitations (
        id text PRIMARY KEY,
        space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
        invited_by text REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
        CONSTRAINT invitations_space_email_key UNIQUE (space_id, email)
      );
      -- A person's own invitations, listed after sign-in.
      CREATE INDEX invitations_email_idx ON invitations (email, id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE invitations;`);
  }
}
