import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An estimate's role is no longer a foreign key (docs/pricing.md "An estimate's role"). Checking
 * one takes a FOR KEY SHARE lock on the role's row for the rest of the inserting transaction, and
 * every deal of a space estimates against the same few roles: concurrent estimate writes lock the
 * same rows, and each new locker of a row already locked makes PostgreSQL write a new MultiXact
 * (its members copied), a WAL record and a dirtied page of pricing_roles. The key guarded nothing
 * the domain does not: a role is archived, never deleted; it is read, live and of the deal's space,
 * in the transaction that writes the estimate; and a space's deletion takes its roles with its
 * deals, whose estimates go with them. Compatible both ways: code before it writes the same rows.
 */
export class EstimateRoleUnlocked1764990000000 implements MigrationInterface {
  name = 'EstimateRoleUnlocked1764990000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE estimates DROP CONSTRAINT IF EXISTS estimates_role_id_fkey`);
  }

  async down(db: QueryRunner): Promise<void> {
    // NOT VALID: back as it was for new rows at once, without a scan of the table under its lock.
    await db.query(
      `ALTER TABLE estimates ADD CONSTRAINT estimates_role_id_fkey
         FOREIGN KEY (role_id) REFERENCES pricing_roles(id) NOT VALID`,
    );
  }
}
