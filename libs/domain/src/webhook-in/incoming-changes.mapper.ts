import type { Deal } from '../deal/deal';
import { isClosedStatus, type DealStatus } from '../deal/deal-status';
import type {
  FieldChange,
  IncomingChangeSet,
  IncomingFieldUpdates,
  IncomingStatusMove,
} from './incoming-change-set';
import type { IncomingPayload } from './incoming-payload';
import { appliesField, type UpdateDealField, type UpdateDealFields } from './update-deal-fields';

type PlainField = 'name' | 'target_price' | 'target_margin' | 'due' | 'start' | 'probability' | 'external_id';

/** Wire name → Deal property for the fields that are written as they are. */
const PLAIN_FIELDS: Readonly<Record<PlainField, keyof IncomingFieldUpdates>> = {
  name: 'name',
  target_price: 'targetPrice',
  target_margin: 'targetMargin',
  due: 'due',
  start: 'start',
  probability: 'probability',
  external_id: 'externalId',
};

/** The reason a move to `to` carries: redraft_reason for draft, closed_reason for won/lost/abandoned. */
function reasonFieldFor(to: DealStatus): 'redraft_reason' | 'closed_reason' | null {
  if (to === 'draft') return 'redraft_reason';
  return isClosedStatus(to) ? 'closed_reason' : null;
}

/**
 * A reason is only ever carried by a status move (SPEC §3), like the application's own "reason" on
 * a move. Sent alone, with a status it does not belong to, or with the deal's current status, it
 * is ignored, so a webhook cannot rewrite the story of an earlier move.
 */
function statusMove(
  deal: Deal,
  payload: IncomingPayload,
  applied: UpdateDealFields,
): IncomingStatusMove | null {
  const to = payload.status;
  if (to === undefined || to === deal.status || !appliesField(applied, 'status')) return null;
  const reasonField = reasonFieldFor(to);
  const reason =
    reasonField !== null && appliesField(applied, reasonField) ? payload[reasonField] : undefined;
  return { to, reason: reason ?? null };
}

/**
 * What the Update Deal action would change on `deal` (SPEC §4.5): fields not sent (or sent as null,
 * already dropped by the parser), not in the action's field list, or equal to the current value are
 * left out. Side effects of the status move (stage dates) belong to the status machine and are not listed.
 */
export function incomingChanges(
  deal: Deal,
  payload: IncomingPayload,
  appliedFields?: UpdateDealFields,
): IncomingChangeSet {
  const changes: Partial<Record<UpdateDealField, FieldChange>> = {};
  const status = statusMove(deal, payload, appliedFields);
  if (status !== null) {
    changes.status = { from: deal.status, to: status.to };
    const reasonField = reasonFieldFor(status.to);
    const current = status.to === 'draft' ? deal.redraftReason : deal.closedReason;
    if (reasonField !== null && status.reason !== null && status.reason !== current) {
      changes[reasonField] = { from: current, to: status.reason };
    }
  }
  const fields: Record<string, string | number> = {};
  for (const [wire, property] of Object.entries(PLAIN_FIELDS) as [PlainField, keyof IncomingFieldUpdates][]) {
    const to = payload[wire];
    if (to === undefined || to === deal[property] || !appliesField(appliedFields, wire)) continue;
    changes[wire] = { from: deal[property], to };
    fields[property] = to;
  }
  return { changes, status, fields: fields as IncomingFieldUpdates };
}
