import type { Automation } from '../../automation/automation';
import type { Deal } from '../../deal/deal';
import type { DealUpdateOptions } from '../../deal/deal.repository';
import type { EventActor } from '../../outbound-webhooks/payload/event-actor';
import { planDealChangeOutbox, planEventDeliveries } from '../../automation/deal-change-deliveries.rule';
import { planDealEvent } from '../../outbound-webhooks/outbox/deal-event.rule';
import type { Repositories, UnitOfWork } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { IdGenerator } from '../../shared/id-generator';

/** What writing a deal change needs besides the repositories: the outbox events carry time, ids and links. */
export interface DealChangeContext {
  /** When the change happens, epoch ms: `updated_at` of the deal and `timestamp` of its events. */
  readonly now: number;
  readonly ids: IdGenerator;
  /** `{app_url}` for the deal links in outbound payloads (SPEC §2.3). */
  readonly appUrl: string;
  /** Who makes the change: the events' `actor` (docs/events.md). */
  readonly actor: EventActor;
}

/**
 * The dependencies of every use case that changes a deal. The time comes as a Clock, not a value:
 * the use case reads it once the deal row is locked (`changeTime`), so moves that queued for the
 * lock are stamped in the order they held it (docs/reliability.md, "Same-deal concurrency").
 */
export interface DealChangeDeps extends Omit<DealChangeContext, 'now' | 'actor'> {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
}

/** The context of a change, its time read now: call it inside the transaction, after the lock. */
export function changeTime(deps: DealChangeDeps, actor: EventActor): DealChangeContext {
  return { now: deps.clock.now(), ids: deps.ids, appUrl: deps.appUrl, actor };
}

/**
 * What a change brings to its save to spare round trips (issue 25: adding an estimate to a draft
 * deal costs no more than a reschedule). `newEstimate` goes in the deal's own UPDATE statement.
 * `heldAutomations` are the space's enabled `deal_updated` automations, read in this transaction
 * after automation edits were held (the deal locked with `holdAutomationEdits`): the save then
 * neither holds them again nor reads them.
 */
export type DealChangeWrites = Pick<DealUpdateOptions, 'newEstimate'> & {
  readonly heldAutomations?: readonly Automation[];
};

/**
 * The outbox rows of a deal just inserted (docs/events.md "deal_created"): its `service_deal_created`
 * event for the space's matching `deal_created` automations, read with edits held as a change
 * reads its `deal_updated` ones.
 */
export async function saveDealCreation(
  repos: Repositories,
  deal: Deal,
  context: DealChangeContext,
): Promise<void> {
  const automations = await repos.automations.listEnabled(deal.spaceId, 'deal_created', { holdEdits: true });
  await repos.outbox.append([planDealChangeOutbox({ before: null, after: deal, automations, ...context })]);
}

/**
 * The one way a changed deal is written, inside the transaction of the change. Every use case that
 * changes a deal goes through here, so the outbox rows of the space's matching automations
 * (CONTRACT §4) are written in the same transaction: they commit with the change or not at all.
 * The deal is written one revision on (`before.revision + 1`, the row being locked since it was
 * read), and that is the deal it returns: the one to answer with. `writes` spare round trips
 * (DealChangeWrites).
 */
export async function saveDealChange(
  repos: Repositories,
  before: Deal,
  after: Deal,
  context: DealChangeContext,
  writes: DealChangeWrites = {},
): Promise<Deal> {
  if (before.id !== after.id) throw new Error('saveDealChange: before and after are different deals');
  // Held from the update until commit: an admin's edit of these automations waits for this change,
  // or it waited for the edit, so the events below are those of one version of them
  // (docs/automations.md). The update takes the hold itself, one round trip fewer than `holdEdits`,
  // unless the caller held them and read them already (`heldAutomations`).
  const saved = { ...after, revision: before.revision + 1 };
  // Always one event (the feed keeps every change), written by the deal's own UPDATE; then the
  // deliveries of the matching actions, when there are any.
  const planned = planDealEvent({ before, after: saved, ...context });
  const { heldAutomations, ...updateWrites } = writes;
  const held = heldAutomations !== undefined;
  await repos.deals.update(saved, { ...updateWrites, holdAutomationEdits: !held, event: planned.event });
  const automations = heldAutomations ?? (await repos.automations.listEnabled(after.spaceId, 'deal_updated'));
  const deliveries = planEventDeliveries(planned, automations, context);
  if (deliveries.length > 0) await repos.outbox.appendDeliveries(deliveries);
  return saved;
}
