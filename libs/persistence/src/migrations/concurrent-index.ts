import type { QueryRunner } from 'typeorm';

/**
 * Index builds that do not block writes (CREATE INDEX CONCURRENTLY: a migration with
 * `transaction = false`), safe to run again after an interruption: a build cut short leaves an
 * invalid index behind, which is dropped and built again. Inside a transaction (a migration undone
 * with `undoLastMigration({ transaction: 'each' })`, as the migration tests do) PostgreSQL refuses
 * CONCURRENTLY, so the plain, locking form is used there.
 */
export async function createIndexConcurrently(
  db: QueryRunner,
  name: string,
  definition: string,
): Promise<void> {
  const found = await indexNamed(db, name);
  if (found?.valid) return;
  if (found) await dropIndexConcurrently(db, name);
  await db.query(`CREATE INDEX${concurrently(db)} ${name} ON ${definition}`);
}

export async function dropIndexConcurrently(db: QueryRunner, name: string): Promise<void> {
  await db.query(`DROP INDEX${concurrently(db)} IF EXISTS ${name}`);
}

const concurrently = (db: QueryRunner) => (db.isTransactionActive ? '' : ' CONCURRENTLY');

/**
 * Replaces index `name` by one on `definition`, keeping the name, without blocking writes: the new
 * one is built beside it, the old one dropped, the new one renamed. `keys` is the new key list as
 * PostgreSQL prints it (e.g. `(updated_at, id)`): an index of that name that has it is already done.
 */
export async function replaceIndexConcurrently(
  db: QueryRunner,
  name: string,
  definition: string,
  keys: string,
): Promise<void> {
  const current = await indexNamed(db, name);
  if (current?.valid && current.definition.includes(` ${keys}`)) return;
  const next = `${name}_next`;
  await createIndexConcurrently(db, next, definition);
  if (current) await dropIndexConcurrently(db, name);
  await db.query(`ALTER INDEX ${next} RENAME TO ${name}`);
}

async function indexNamed(
  db: QueryRunner,
  name: string,
): Promise<{ readonly valid: boolean; readonly definition: string } | undefined> {
  const [found] = (await db.query(
    `SELECT i.indisvalid AS valid, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indexrelid
     WHERE c.relname = $1 AND pg_catalog.pg_table_is_visible(c.oid)`,
    [name],
  )) as { valid: boolean; definition: string }[];
  return found;
}
