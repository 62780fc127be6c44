import type { EntityManager } from 'typeorm';
import type { SecretBox } from './secret-box';
import { SEALED_COLUMNS, type SealedTable } from './sealed-columns';

export const DEFAULT_RESEAL_BATCH_SIZE = 200;

/**
 * Rewrites every sealed column (sealed-columns.ts) that is not sealed under the current key: old
 * plaintext rows, and rows sealed under SECRETS_KEY_PREVIOUS. Batches of `batchSize` rows, each
 * statement on its own (no transaction), so no lock is held for long; each value is replaced only
 * if it is still the one read, so a concurrent write or a second re-seal wins and nothing is lost.
 * `migrate` runs it after the migrations (npm run migrate, and every start). Returns the values
 * rewritten, by table.
 */
export async function resealSecrets(
  manager: EntityManager,
  box: SecretBox,
  batchSize = DEFAULT_RESEAL_BATCH_SIZE,
): Promise<Record<SealedTable, number>> {
  const counts = {} as Record<SealedTable, number>;
  for (const table of Object.keys(SEALED_COLUMNS) as SealedTable[]) {
    counts[table] = await resealTable(manager, box, table, batchSize);
  }
  return counts;
}

async function resealTable(
  manager: EntityManager,
  box: SecretBox,
  table: SealedTable,
  batchSize: number,
): Promise<number> {
  const columns: readonly string[] = SEALED_COLUMNS[table];
  const current = `v1:${box.keyId}:%`;
  const stale = columns.map((column) => `(${column} IS NOT NULL AND ${column} NOT LIKE $2)`).join(' OR ');
  let after = '';
  let rewritten = 0;
  for (;;) {
    const rows: Record<string, string | null>[] = await manager.query(
      `SELECT id, ${columns.join(', ')} FROM ${table} WHERE id > $1 AND (${stale}) ORDER BY id LIMIT $3`,
      [after, current, batchSize],
    );
    for (const row of rows) {
      for (const column of columns) {
        const value = row[column];
        if (typeof value !== 'string' || box.isCurrent(value)) continue;
        await manager.query(`UPDATE ${table} SET ${column} = $3 WHERE id = $1 AND ${column} = $2`, [
          row['id'],
          value,
          box.seal(box.open(value)),
        ]);
        rewritten += 1;
      }
    }
    if (rows.length < batchSize) return rewritten;
    after = String(rows[rows.length - 1]?.['id']);
  }
}
