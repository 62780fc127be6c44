import type { DealStatus } from '../deal/deal-status';

/**
 * The body of an incoming webhook (SPEC §4.5) after validation. Keys keep the wire's snake_case so
 * the type reads like the documentation an audit-system integrator works from; mapping to the
 * camelCase `Deal` happens once, in `incomingChanges`. Every key is optional: absent means "leave
 * unchanged", and a field sent as `null` has already been dropped by the parser.
 */
export interface IncomingPayload {
  readonly id?: string;
  readonly external_id?: string;
  readonly status?: DealStatus;
  readonly name?: string;
  readonly target_price?: number;
  readonly target_margin?: number;
  /** Epoch milliseconds (UTC). */
  readonly due?: number;
  /** Epoch milliseconds (UTC). */
  readonly start?: number;
  readonly probability?: number;
  readonly redraft_reason?: string;
  readonly closed_reason?: string;
}

export type IncomingField = keyof IncomingPayload;

/** Every field the endpoint accepts, in SPEC §4.5 table order. */
export const INCOMING_FIELDS: readonly IncomingField[] = [
  'id',
  'external_id',
  'status',
  'name',
  'target_price',
  'target_margin',
  'due',
  'start',
  'probability',
  'redraft_reason',
  'closed_reason',
];
