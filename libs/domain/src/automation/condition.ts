import { TRACKED_FIELDS, type TrackedField } from '../outbound-webhooks/payload/tracked-changes.diff';

/** Conditions test the tracked deal fields (CONTRACT §4), the same ones `changes` reports. */
export const CONDITION_FIELDS = TRACKED_FIELDS;
export type ConditionField = TrackedField;

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

/**
 * How a field's value is written in a condition:
 * text and status as strings, money and ratio as numbers, dates as epoch milliseconds (like every
 * timestamp of the API), and the owner as the owner's user id.
 */
export type ConditionFieldKind = 'text' | 'status' | 'money' | 'ratio' | 'date' | 'owner';

export const CONDITION_FIELD_KINDS: Readonly<Record<ConditionField, ConditionFieldKind>> = {
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

/** Name and status are always set; a condition testing them for null could never match as meant. */
export const ALWAYS_SET_FIELDS: readonly ConditionField[] = ['name', 'status'];

/** A value of a field in a condition; null stands for "unset". */
export type ConditionValue = string | number | null;

/**
 * One test on a deal change; an automation's conditions must all hold. Stored as written (the
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
