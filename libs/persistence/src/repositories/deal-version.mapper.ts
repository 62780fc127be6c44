import type { Deal, DealVersion, EstimateSnapshot, Phase, PricingSnapshot } from '@deal/domain';
import type { DealVersionRow } from '../schema/deal-version.schema';
import { toDate, toEpoch } from './row-values';

/**
 * The jsonb snapshot: the deal, its phases, its pricing and its estimates in their domain shape, as
 * they were. Versions written before pricing existed lack the last two: no pricing, no estimates.
 */
interface Snapshot {
  readonly deal: Deal;
  readonly phases: readonly Phase[];
  readonly pricing?: PricingSnapshot | null;
  readonly estimates?: readonly EstimateSnapshot[];
}

const REASONS: ReadonlySet<string> = new Set<DealVersion['reason']>(['reschedule', 'pricing']);

/** The row as written: the snapshot is typed, where the schema's row reads it back as `unknown`. */
export type DealVersionWriteRow = Omit<DealVersionRow, 'snapshot'> & { snapshot: Snapshot };

export function dealVersionToDomain(row: DealVersionRow): DealVersion {
  if (!REASONS.has(row.reason)) {
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
    reason: row.reason as DealVersion['reason'],
    deal: snapshot.deal,
    phases: snapshot.phases,
    pricing: snapshot.pricing ?? null,
    estimates: snapshot.estimates ?? [],
  };
}

export function dealVersionToRow(version: DealVersion): DealVersionWriteRow {
  const snapshot: Snapshot = {
    deal: version.deal,
    phases: version.phases,
    pricing: version.pricing,
    estimates: version.estimates,
  };
  return {
    id: version.id,
    deal_id: version.dealId,
    reason: version.reason,
    snapshot,
    created_at: toDate(version.createdAt),
  };
}
