import type { DealStatus } from '../../deal/deal-status';

export interface OutboundOwner {
  readonly id: string;
  readonly name: string;
}

/**
 * A deal as outbound webhooks carry it (SPEC §2.3), in wire snake_case. Every optional key is
 * omitted when the deal's value is unset (CONTRACT §4), never sent as null: receivers written
 * against SPEC's "present only when set" test for presence, and one rule for all fields is easier
 * to rely on than one per field.
 */
export interface OutboundDeal {
  readonly id: string;
  readonly url: string;
  readonly name: string;
  readonly status: DealStatus;
  /** 2 decimal places. */
  readonly price?: number;
  /** 2 decimal places. */
  readonly cost?: number;
  /** Lower-case ISO 4217 code. */
  readonly currency: string;
  /** 4 decimal places; negative for a deal sold below cost (not clamped to 0..1). */
  readonly margin?: number;
  /** 2 decimal places. */
  readonly target_price?: number;
  /** 4 decimal places. */
  readonly probability?: number;
  /** ISO 8601, UTC. */
  readonly start?: string;
  /** ISO 8601, UTC. */
  readonly end?: string;
  /** ISO 8601, UTC. */
  readonly due?: string;
  readonly description?: string;
  readonly redraft_reason?: string;
  readonly closed_reason?: string;
  readonly owner?: OutboundOwner;
}

export type OutboundDealField = keyof OutboundDeal;
