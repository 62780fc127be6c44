import { isDealStatus, type Deal } from '@deal/domain';
import type { DealRow } from '../schema/deal.schema';
import {
  oneOf,
  toDate,
  toDateOrNull,
  toDecimalOrNull,
  toEpoch,
  toEpochOrNull,
  toNumberOrNull,
} from './row-values';

/** What a deal writes: its own columns. The owner's name and email live on the users row. */
export type DealWriteRow = Omit<DealRow, 'owner'>;

/** `row.owner` is the joined users row (absent or null when the deal has no owner). */
export function dealToDomain(row: DealRow): Deal {
  return {
    id: row.id,
    spaceId: row.space_id,
    name: row.name,
    status: oneOf(row.status, isDealStatus, 'deals.status'),
    currency: row.currency,
    price: toNumberOrNull(row.price),
    cost: toNumberOrNull(row.cost),
    probability: toNumberOrNull(row.probability),
    targetPrice: toNumberOrNull(row.target_price),
    targetMargin: toNumberOrNull(row.target_margin),
    archived: row.archived,
    description: row.description,
    account: row.account,
    externalId: row.external_id,
    owner: row.owner ? { id: row.owner.id, name: row.owner.name, email: row.owner.email } : null,
    start: toEpochOrNull(row.start_at),
    end: toEpochOrNull(row.end_at),
    due: toEpochOrNull(row.due_at),
    pendingAt: toEpochOrNull(row.pending_at),
    approvedAt: toEpochOrNull(row.approved_at),
    progressedAt: toEpochOrNull(row.progressed_at),
    closedAt: toEpochOrNull(row.closed_at),
    redraftReason: row.redraft_reason,
    closedReason: row.closed_reason,
    requestedByEmail: row.requested_by_email,
    requestedToEmail: row.requested_to_email,
    createdAt: toEpoch(row.created_at),
    updatedAt: toEpoch(row.updated_at),
    revision: Number(row.revision),
  };
}

export function dealToRow(deal: Deal): DealWriteRow {
  return {
    id: deal.id,
    space_id: deal.spaceId,
    name: deal.name,
    status: deal.status,
    currency: deal.currency,
    price: toDecimalOrNull(deal.price),
    cost: toDecimalOrNull(deal.cost),
    probability: toDecimalOrNull(deal.probability),
    target_price: toDecimalOrNull(deal.targetPrice),
    target_margin: toDecimalOrNull(deal.targetMargin),
    archived: deal.archived,
    description: deal.description,
    account: deal.account,
    external_id: deal.externalId,
    owner_user_id: deal.owner?.id ?? null,
    start_at: toDateOrNull(deal.start),
    end_at: toDateOrNull(deal.end),
    due_at: toDateOrNull(deal.due),
    pending_at: toDateOrNull(deal.pendingAt),
    approved_at: toDateOrNull(deal.approvedAt),
    progressed_at: toDateOrNull(deal.progressedAt),
    closed_at: toDateOrNull(deal.closedAt),
    redraft_reason: deal.redraftReason,
    closed_reason: deal.closedReason,
    requested_by_email: deal.requestedByEmail,
    requested_to_email: deal.requestedToEmail,
    created_at: toDate(deal.createdAt),
    updated_at: toDate(deal.updatedAt),
    revision: deal.revision,
  };
}
