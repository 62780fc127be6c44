import type { Database } from '@deal/persistence';

/**
 * Per table: its row count and a hash of its content, minus excluded columns: the sum of a 64-bit
 * hash of each row's text, which needs no sort (fast enough to take around every request batch).
 */
export type Fingerprint = Readonly<Record<string, { readonly rows: number; readonly hash: string }>>;

/** Columns (or, with `'*'`, whole tables) whose changes a check deliberately ignores. */
export type Exclusions = Readonly<Record<string, readonly string[] | '*'>>;

/** Every table of the schema, found at run time, so tables added later are covered too. */
async function tablesOf(database: Database): Promise<string[]> {
  const rows: { tablename: string }[] = await database.dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.tablename);
}

/** Tables per database, listed once: the schema does not change while a test runs. */
const schemaTables = new WeakMap<Database, Promise<string[]>>();

/** One query over every table: row count and content hash of each. */
export async function fingerprintOf(database: Database, exclusions: Exclusions = {}): Promise<Fingerprint> {
  if (!schemaTables.has(database)) schemaTables.set(database, tablesOf(database));
  const tables = (await (schemaTables.get(database) as Promise<string[]>)).filter(
    (table) => exclusions[table] !== '*',
  );
  const parts = tables.map((table) => {
    const excluded = exclusions[table];
    const row = Array.isArray(excluded)
      ? `(to_jsonb(t) - ARRAY[${excluded.map(literal).join(',')}]::text[])::text`
      : 't::text';
    return (
      `SELECT ${literal(table)} AS name, count(*)::int AS rows, ` +
      `coalesce(sum(hashtextextended(${row}, 0)::numeric), 0)::text AS hash FROM ${ident(table)} t`
    );
  });
  const rows: { name: string; rows: number; hash: string }[] = await database.dataSource.query(
    parts.join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, hash: row.hash }]));
}

/**
 * The server's transaction horizon, `pg_current_snapshot()` as text, when no session holds a
 * transaction id (`pg_stat_activity.backend_xid`, read live); null while one does. Every change of
 * a row takes a transaction id and a read takes none, and the snapshot's xmax is the latest ended
 * id plus one (committed or rolled back): two equal quiet horizons mean that no row changed in
 * between. The snapshot alone would not say it: a running id above its xmax is not listed in it.
 */
async function quietHorizonOf(database: Database): Promise<string | null> {
  const [row] = (await database.dataSource.query(
    `SELECT pg_current_snapshot()::text AS horizon,
            EXISTS (SELECT 1 FROM pg_stat_activity WHERE backend_xid IS NOT NULL) AS writing`,
  )) as { horizon: string; writing: boolean }[];
  return row && !row.writing ? row.horizon : null;
}

/**
 * `fingerprintOf` with these exclusions, taken again only when a transaction may have written since
 * the last one (its quiet horizon moved): it hashes every row of every table, so a fuzz that takes
 * one around every batch of refused requests spent most of its time there. An unchanged database
 * gives back the very same fingerprint object.
 */
export function fingerprints(database: Database, exclusions: Exclusions = {}): () => Promise<Fingerprint> {
  let last: { readonly horizon: string; readonly fingerprint: Fingerprint } | null = null;
  return async () => {
    const horizon = await quietHorizonOf(database);
    if (horizon !== null && last?.horizon === horizon) return last.fingerprint;
    // The horizon is read first: a write that lands while the rows are hashed moves it for the next call.
    const fingerprint = await fingerprintOf(database, exclusions);
    last = horizon === null ? null : { horizon, fingerprint };
    return fingerprint;
  };
}

/** Tables whose count or content differs between two fingerprints, with their row counts. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.hash !== after[name]?.hash || before[name]?.rows !== after[name]?.rows)
    .map((name) => `${name} (${before[name]?.rows ?? 0} → ${after[name]?.rows ?? 0} rows)`);
}

/** Every row of every table as text, one line per row: a dump through SQL, for grepping. */
export async function dumpRowsAsText(database: Database): Promise<string> {
  const lines: string[] = [];
  for (const table of await tablesOf(database)) {
    const rows: { line: string }[] = await database.dataSource.query(
      `SELECT t::text AS line FROM ${ident(table)} t`,
    );
    lines.push(`-- ${table}`, ...rows.map((row) => row.line));
  }
  return lines.join('\n');
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
