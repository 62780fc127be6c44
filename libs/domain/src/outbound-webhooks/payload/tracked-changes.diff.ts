import type { Deal } from '../../deal/deal';
import type { OutboundDeal, OutboundOwner } from './outbound-deal';
import { toOutboundDeal } from './outbound-deal.mapper';

/**
 * The business fields whose changes outbound events report (CONTRACT §4). Stage dates, reasons,
 * `requested_*` and timestamps are left out on purpose: a move from draft to pending also stamps
 * pending_at, and receivers want to hear "status changed", not about bookkeeping.
 */
export const TRACKED_FIELDS = [
  'name',
  'status',
  'price',
  'cost',
  'margin',
  'target_price',
  'probability',
  'start',
  'end',
  'due',
  'description',
  'owner',
] as const satisfies readonly (keyof OutboundDeal)[];

export type TrackedField = (typeof TRACKED_FIELDS)[number];

/** A previous value in the SPEC §2.3 representation; `null` when it was unset. */
export type TrackedValue = string | number | OutboundOwner | null;

export type TrackedChanges = Readonly<Partial<Record<TrackedField, TrackedValue>>>;

function sameValue(a: TrackedValue, b: TrackedValue): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  return a.id === b.id && a.name === b.name;
}

/**
 * The SPEC §6.1 `changes` object: for each tracked field whose outbound value differs, its previous
 * value. Comparing outbound (rounded) values means a change receivers cannot see, such as a price
 * moving by a thousandth or an owner's email changing, is not reported as a change.
 */
export function trackedChanges(previous: Deal, current: Deal, appUrl: string): TrackedChanges {
  return outboundChanges(toOutboundDeal(previous, appUrl), toOutboundDeal(current, appUrl));
}

/**
 * `trackedChanges` of two deals already in their outbound form: a deal change converts each side
 * once and uses it for the conditions, this diff and the payload alike.
 */
export function outboundChanges(before: OutboundDeal, after: OutboundDeal): TrackedChanges {
  const changes: Partial<Record<TrackedField, TrackedValue>> = {};
  for (const field of TRACKED_FIELDS) {
    const was = before[field] ?? null;
    if (!sameValue(was, after[field] ?? null)) changes[field] = was;
  }
  return changes;
}
