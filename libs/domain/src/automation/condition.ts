import { TRACKED_FIELDS, type TrackedField } from '../outbound-webhooks/payload/tracked-changes.diff';
import { INCOMING_FIELDS, type IncomingField } from '../webhook-in/incoming-payload';

/** Who made the change (docs/events.md): its `actor` in the body; `actor.id` is null for `system`. */
export const ACTOR_CONDITION_FIELDS = ['actor.type', 'actor.id'] as const;
export type ActorConditionField = (typeof ACTOR_CONDITION_FIELDS)[number];

/**
 * `deal_updated` (and `deal_created`) conditions test the tracked deal fields (CONTRACT §4), the
 * same ones `changes` reports, and who made the change.
 */
export const TRACKED_CONDITION_FIELDS = TRACKED_FIELDS;
export const CONDITION_FIELDS: readonly (TrackedField | ActorConditionField)[] = [
  ...TRACKED_CONDITION_FIELDS,
  ...ACTOR_CONDITION_FIELDS,
];
export type DealChangeConditionField = TrackedField | ActorConditionField;

/**
 * `webhook_received` conditions test a field of the incoming body (`payload.status`) or of the
 * matched deal before the change (`deal.status`, the same tracked fields and representation).
 */
export type ReceivedConditionField = `payload.${IncomingField}` | `deal.${TrackedField}`;
export const RECEIVED_CONDITION_FIELDS: readonly ReceivedConditionField[] = [
  ...INCOMING_FIELDS.map((field) => `payload.${field}` as const),
  ...TRACKED_FIELDS.map((field) => `deal.${field}` as const),
];

export type ConditionField = DealChangeConditionField | ReceivedConditionField;

export const CONDITION_OPS = [
  'equals',
  'in',
  'changed',
  'changed_to',
  'changed_from',
  'greater',
  'less',
] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** A received event changes nothing yet, so only the ops on one value apply to it. */
export const RECEIVED_CONDITION_OPS = [
  'equals',
  'in',
  'greater',
  'less',
] as const satisfies readonly ConditionOp[];

/**
 * How a field's value is written in a condition:
 * text and status as strings, money and ratio as numbers, dates as epoch milliseconds (like every
 * timestamp of the API), and the owner as the owner's user id.
 */
export type ConditionFieldKind = 'text' | 'status' | 'money' | 'ratio' | 'date' | 'owner' | 'actor_type';

const DEAL_FIELD_KINDS: Readonly<Record<TrackedField, ConditionFieldKind>> = {
  name: 'text',
  status: 'status',
  price: 'money',
  cost: 'money',
  margin: 'ratio',
  target_price: 'money',
  probability: 'ratio',
  start: 'date',
  end: 'date',
  due: 'date',
  description: 'text',
  owner: 'owner',
};

/** The incoming body's fields as SPEC §4.5 types them; ids and reasons are text. */
const PAYLOAD_FIELD_KINDS: Readonly<Record<IncomingField, ConditionFieldKind>> = {
  id: 'text',
  external_id: 'text',
  status: 'status',
  name: 'text',
  target_price: 'money',
  target_margin: 'ratio',
  due: 'date',
  start: 'date',
  probability: 'ratio',
  redraft_reason: 'text',
  closed_reason: 'text',
};

export const CONDITION_FIELD_KINDS: Readonly<Record<ConditionField, ConditionFieldKind>> = {
  ...DEAL_FIELD_KINDS,
  'actor.type': 'actor_type',
  'actor.id': 'text',
  ...prefixed('payload', PAYLOAD_FIELD_KINDS),
  ...prefixed('deal', DEAL_FIELD_KINDS),
} as Record<ConditionField, ConditionFieldKind>;

function prefixed(prefix: string, kinds: Readonly<Record<string, ConditionFieldKind>>) {
  return Object.fromEntries(Object.entries(kinds).map(([field, kind]) => [`${prefix}.${field}`, kind]));
}

/**
 * A deal's name and status are always set; a condition testing them for null could never match as
 * meant. A payload field may always be left out, so `payload.status equals null` is "not sent".
 */
export const ALWAYS_SET_FIELDS: readonly ConditionField[] = [
  'name',
  'status',
  'deal.name',
  'deal.status',
  'actor.type',
];

/** A value of a field in a condition; null stands for "unset". */
export type ConditionValue = string | number | null;

/**
 * One test on a deal change (or, with `payload.` / `deal.` fields, on a received event); an
 * automation's conditions must all hold. Stored as written (the
 * same JSON in the request, the database and the response).
 */
export type Condition =
  | { readonly field: ConditionField; readonly op: 'changed' }
  | {
      readonly field: ConditionField;
      readonly op: 'equals' | 'changed_to' | 'changed_from';
      readonly value: ConditionValue;
    }
  | { readonly field: ConditionField; readonly op: 'in'; readonly value: readonly ConditionValue[] }
  | { readonly field: ConditionField; readonly op: 'greater' | 'less'; readonly value: number };

/** Per-condition outcome, for a receipt that shows "whether each condition matched" (SPEC §6.2). */
export interface ConditionResult {
  readonly condition: Condition;
  readonly matched: boolean;
}
