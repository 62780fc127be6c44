import type { Deal, DealVersion, Phase } from '@deal/domain';
import type { DealVersionRow } from '../schema/deal-version.schema';
import { toDate, toEpoch } from './row-values';

/** The jsonb snapshot: the deal and its phases in their domain shape, as they were. */
interface Snapshot {
  readonly deal: Deal;
  readonly phases: readonly Phase[];
}

/** The row as written: the snapshot is typed, where the schema's row reads it back as `unknown`. */
export type DealVersionWriteRow = Omit<DealVersionRow, 'snapshot'> & { snapshot: Snapshot };

export function dealVersionToDomain(row: DealVersionRow): DealVersion {
  if (row.reason !== 'reschedule') {
    throw new Error(`Corrupt row: deal_versions.reason has unexpected value ${JSON.stringify(row.reason)}`);
  }
  const snapshot = row.snapshot as Partial<Snapshot> | null;
  if (!snapshot?.deal || !Array.isArray(snapshot.phases)) {
    throw new Error(`Corrupt row: deal_versions.snapshot of ${row.id} lacks deal or phases`);
  }
  return {
    id: row.id,
    dealId: row.deal_id,
    createdAt: toEpoch(row.created_at),
    reason: row.reason,
    deal: snapshot.deal,
    phases: snapshot.phases,
  };
}

export function dealVersionToRow(version: DealVersion): DealVersionWriteRow {
  const snapshot: Snapshot = { deal: version.deal, phases: version.phases };
  return {
    id: version.id,
    deal_id: version.dealId,
    reason: version.reason,
    snapshot,
    created_at: toDate(version.createdAt),
  };
}
