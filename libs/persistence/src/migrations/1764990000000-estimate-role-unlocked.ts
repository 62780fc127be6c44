import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently, dropIndexConcurrently } from './concurrent-index';

/**
 * An estimate's role is no longer a foreign key, nor indexed (docs/pricing.md "An estimate's
 * role"). Checking the key takes a FOR KEY SHARE lock on the role's row for the rest of the
 * inserting transaction, and every deal of a space estimates against the same few roles: concurrent
 * estimate writes lock the same rows, and each new locker of a row already locked makes PostgreSQL
 * write a new MultiXact (its members copied), a WAL record and a dirtied page of pricing_roles. The
 * key guarded nothing the domain does not: a role is archived, never deleted; it is read, live and
 * of the deal's space, in the transaction that writes the estimate; and a space's deletion takes
 * its roles with its deals, whose estimates go with them. The index served the key alone (no query
 * looks estimates up by role), a few values over every row, written by every estimate insert.
 * Compatible both ways: code before it writes the same rows. The index is dropped CONCURRENTLY
 * (outside a transaction), so the table keeps taking writes.
 */
export class EstimateRoleUnlocked1764990000000 implements MigrationInterface {
  name = 'EstimateRoleUnlocked1764990000000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE estimates DROP CONSTRAINT IF EXISTS estimates_role_id_fkey`);
    await dropIndexConcurrently(db, 'estimates_role_idx');
  }

  async down(db: QueryRunner): Promise<void> {
    await createIndexConcurrently(db, 'estimates_role_idx', 'estimates (role_id)');
    // Added NOT VALID (new rows checked at once, no scan under the table's lock), then validated
    // under a lock that lets writes go on: back as it was.
    await db.query(
      `ALTER TABLE estimates ADD CONSTRAINT estimates_role_id_fkey
         FOREIGN KEY (role_id) REFERENCES pricing_roles(id) NOT VALID`,
    );
    await db.query(`ALTER TABLE estimates VALIDATE CONSTRAINT estimates_role_id_fkey`);
  }
}
