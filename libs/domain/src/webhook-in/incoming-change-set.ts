import type { Deal } from '../deal/deal';
import type { DealStatus } from '../deal/deal-status';
import type { UpdateDealField } from './update-deal-fields';

/** One line of a receipt, in wire form: dates stay epoch milliseconds as the sender wrote them. */
export interface FieldChange {
  readonly from: string | number | null;
  readonly to: string | number | null;
}

/** Receipt form (CONTRACT §3 `changes`): only the wire fields whose value would change. */
export type IncomingChanges = Readonly<Partial<Record<UpdateDealField, FieldChange>>>;

/**
 * A status move for the status machine to perform (it records stage dates and writes the reason:
 * redraft_reason on a move to draft, closed_reason on won, lost or abandoned).
 */
export interface IncomingStatusMove {
  readonly to: DealStatus;
  readonly reason: string | null;
}

/** Plain field writes, keyed like `Deal`. */
export type IncomingFieldUpdates = Partial<
  Pick<Deal, 'name' | 'targetPrice' | 'targetMargin' | 'due' | 'start' | 'probability' | 'externalId'>
>;

/** What an incoming webhook would do to one deal, both for the receipt and for the application to apply. */
export interface IncomingChangeSet {
  readonly changes: IncomingChanges;
  /** `null` when the status is not sent, not applied, or already the deal's status. */
  readonly status: IncomingStatusMove | null;
  readonly fields: IncomingFieldUpdates;
}
