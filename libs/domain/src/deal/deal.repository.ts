import type { OutboxEvent } from '../outbound-webhooks/outbox/outbox-entry';
import type { Estimate } from '../pricing/deal-pricing';
import type { LineAmounts } from '../pricing/line-totals';
import type { DealStatus } from './deal-status';
import type { Deal } from './deal';
import type { DealVersion } from './deal-version';
import type { PageQuery } from '../shared/page-query';
import type { PinnedPhase, Phase } from './phase';

export interface DealListQuery {
  readonly spaceId: string;
  readonly status: DealStatus | null;
  /** Only the deal that holds this external system's key (unique within a space). */
  readonly externalId?: string | null;
  readonly limit: number;
  readonly afterId: string | null;
}

/** A new estimate of the deal and the amounts its row keeps, as `EstimateRepository.insert` takes them. */
export interface NewEstimateRow {
  readonly estimate: Estimate;
  readonly amounts: LineAmounts;
}

/** What a deal's write can carry besides the deal: each costs no round trip of its own. */
export interface DealUpdateOptions {
  readonly holdAutomationEdits?: boolean;
  readonly event?: OutboxEvent;
  readonly newEstimate?: NewEstimateRow;
}

export interface DealRepository {
  findById(id: string): Promise<Deal | null>;
  /**
   * Reads the deal and locks it until the surrounding transaction ends, so concurrent changes queue
   * up. With `holdAutomationEdits`, the same statement then takes, once the row is locked, what
   * `update`'s `holdAutomationEdits` takes: a later statement of the transaction reads one version of
   * the space's automations (`DealLineTotals.dealUpdatedAutomations`), and the locks come in the
   * order every deal change takes them (the deal, then the hold).
   */
  findByIdForUpdate(id: string, options?: { readonly holdAutomationEdits?: boolean }): Promise<Deal | null>;
  /**
   * The deal's revision as committed now (null: no such deal). Every committed change of the deal
   * moves it (saveDealChange), so an answer computed between two equal reads of it is the deal's at
   * that revision.
   */
  revisionOf(id: string): Promise<number | null>;
  findByExternalId(spaceId: string, externalId: string): Promise<Deal | null>;
  list(query: DealListQuery): Promise<Deal[]>;
  insert(deal: Deal): Promise<void>;
  /**
   * Writes every field. With `holdAutomationEdits`, the same round trip then takes what
   * `AutomationRepository.listEnabled`'s `holdEdits` takes for the deal's space, so a deal change's
   * read of the automations that follows needs no lock statement of its own (docs/automations.md).
   * With `event`, the same statement writes the change's event (docs/events.md): every committed
   * change has one, so it costs no round trip of its own. With `newEstimate`, the same statement
   * inserts that estimate as `EstimateRepository.insert` would (same row, same insertion order, same
   * failures): adding an estimate to a draft deal is then a round trip fewer (issue 25). An adapter
   * writes it or throws, never drops it; it must be an estimate of this deal (locked by the caller).
   */
  update(deal: Deal, options?: DealUpdateOptions): Promise<void>;
}

export interface PhaseRepository {
  listByDeal(dealId: string): Promise<Phase[]>;
  insert(phase: Phase): Promise<void>;
  /** Writes the phase's name, kind and dates (an edit). */
  update(phase: Phase): Promise<void>;
  /** Removes the phase of this deal with this id. */
  delete(dealId: string, phaseId: string): Promise<void>;
  /** Writes the new dates of pinned phases moved by a reschedule. */
  updateDates(phases: readonly PinnedPhase[]): Promise<void>;
}

export interface DealVersionRepository {
  insert(version: DealVersion): Promise<void>;
  /** Newest first; `afterId` continues after that version (in this order). */
  listByDeal(dealId: string, page: PageQuery): Promise<DealVersion[]>;
}
