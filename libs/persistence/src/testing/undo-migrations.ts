import type { Database } from '../data-source/database';

/**
 * Undoes the migrations from the newest down to `name`'s, that one included: a migration's spec
 * then writes rows of the shape before it and applies it again. Each `down` in its own transaction,
 * as `migration:revert` runs it.
 */
export async function undoMigrationsThrough(database: Database, name: string): Promise<void> {
  for (;;) {
    const [last]: { name: string }[] = await database.dataSource.query(
      'SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1',
    );
    if (!last) throw new Error(`no migration ${name} to undo`);
    await database.dataSource.undoLastMigration({ transaction: 'each' });
    if (last.name === name) return;
  }
}
