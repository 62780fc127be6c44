/**
 * A space and draft deals with one phase each, written as plain rows: for the migrations' specs,
 * which run on a schema partly undone, where the repositories (written for the latest) may not fit.
 * Every migration since pricing keeps these columns.
 */
export async function insertDealRows(
  query: (sql: string, parameters?: unknown[]) => Promise<unknown>,
  rows: { readonly spaceId: string; readonly deals: readonly { dealId: string; phaseId: string }[] },
  at = '2026-11-27T08:00:00Z',
): Promise<void> {
  await query(`INSERT INTO spaces (id, name, plan, created_at, updated_at) VALUES ($1, $1, 'free', $2, $2)`, [
    rows.spaceId,
    at,
  ]);
  for (const { dealId, phaseId } of rows.deals) {
    await query(
      `INSERT INTO deals (id, space_id, name, status, currency, created_at, updated_at)
       VALUES ($1, $2, $1, 'draft', 'eur', $3, $3)`,
      [dealId, rows.spaceId, at],
    );
    await query(
      `INSERT INTO phases (id, deal_id, name, pinned, start_offset_ms, end_offset_ms, created_at)
       VALUES ($1, $2, 'Build', false, 0, 86400000, $3)`,
      [phaseId, dealId, at],
    );
  }
}
