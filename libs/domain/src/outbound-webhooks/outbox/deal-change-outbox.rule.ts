import type { Automation } from '../../automation/automation';
import { sendWebhookActions } from '../../automation/automation';
import { matchesConditions } from '../../automation/condition.matcher';
import type { Deal } from '../../deal/deal';
import type { IdGenerator } from '../../shared/id-generator';
import type { EventActor } from '../payload/event-actor';
import { renderMessage } from '../payload/message.template';
import { toOutboundDeal } from '../payload/outbound-deal.mapper';
import { DEAL_CREATED_EVENT, DEAL_UPDATED_EVENT } from '../payload/outbound-payload';
import { buildOutboundPayload, withoutMessage } from '../payload/outbound-payload.builder';
import { outboundChanges } from '../payload/tracked-changes.diff';
import type { OutboundDeal } from '../payload/outbound-deal';
import type { NewDelivery, OutboxEntry, OutboxEvent } from './outbox-entry';

export interface DealChangeOutboxInput {
  /** The deal before the change; null when the change creates it (`deal_created`). */
  readonly before: Deal | null;
  /** The deal as committed, its revision already moved on. */
  readonly after: Deal;
  /**
   * The space's automations; only enabled ones of the deal's space with the change's trigger
   * (`deal_updated`, or `deal_created` for a new deal) can match.
   */
  readonly automations: readonly Automation[];
  /** When the change commits, epoch ms: the payload's `timestamp` and the first attempt's time. */
  readonly now: number;
  /** `{app_url}` of the deal links (SPEC §2.3). */
  readonly appUrl: string;
  readonly ids: IdGenerator;
  /** Who made the change: the body's `actor`, and what `actor.…` conditions test. */
  readonly actor: EventActor;
}

/**
 * The outbox rows of one committed deal change (CONTRACT §4): its one event, always (the events
 * feed keeps every committed change, docs/events.md), and for every enabled `deal_updated`
 * automation of the deal's space whose conditions hold, one pending delivery per Send Webhook
 * action, due at once, all of that event (one `event_id` per change; each delivery keeps its
 * action's rendered message).
 *
 * A change that touches no tracked field still produces events (with `changes: {}`): CONTRACT §4
 * says every committed change does, and an automation that wants only some changes says so with
 * conditions (`changed`, `changed_to`, …). Conditions and `changes` are computed on the outbound
 * representation, so they agree with what the receiver sees; each side is converted once, and that
 * one form serves the conditions, the diff and every payload.
 */
export function planDealChangeOutbox(input: DealChangeOutboxInput): OutboxEntry {
  const planned = planDealEvent(input);
  return { event: planned.event, deliveries: planEventDeliveries(planned, input.automations, input) };
}

/** A change's event, and the two sides its deliveries' conditions are tested on. */
export interface PlannedDealEvent {
  readonly event: OutboxEvent;
  readonly previous: OutboundDeal;
  readonly current: OutboundDeal;
}

/**
 * The event of a committed change, which needs no automation: `saveDealChange` writes it with the
 * deal's own UPDATE, before it reads the automations (docs/events.md).
 */
export function planDealEvent(input: Omit<DealChangeOutboxInput, 'automations'>): PlannedDealEvent {
  const { before, after, now, appUrl, ids, actor } = input;
  if (before !== null && before.id !== after.id) {
    throw new Error('planDealChangeOutbox: before and after are different deals');
  }
  const eventName = before === null ? DEAL_CREATED_EVENT : DEAL_UPDATED_EVENT;
  const current = toOutboundDeal(after, appUrl);
  // A new deal is tested as a change from itself: nothing changed, `changes` is {}.
  const previous = before === null ? current : toOutboundDeal(before, appUrl);
  const eventId = ids.next('evt');
  const payload = withoutMessage(
    buildOutboundPayload({
      event: eventName,
      spaceId: after.spaceId,
      timestamp: now,
      deal: current,
      changes: outboundChanges(previous, current),
      eventId,
      revision: after.revision,
      actor,
    }),
  );
  const event = { id: eventId, spaceId: after.spaceId, dealId: after.id, event: eventName, payload };
  return { event: { ...event, createdAt: now }, previous, current };
}

/**
 * The deliveries of a planned event: one per Send Webhook action of every enabled automation of the
 * deal's space with the event's trigger whose conditions hold, each with its rendered message.
 */
export function planEventDeliveries(
  planned: PlannedDealEvent,
  automations: readonly Automation[],
  input: Pick<DealChangeOutboxInput, 'now' | 'ids' | 'actor'>,
): NewDelivery[] {
  const { event, previous, current } = planned;
  const trigger = event.event === DEAL_CREATED_EVENT ? 'deal_created' : 'deal_updated';
  const matching = automations.filter(
    (automation) =>
      automation.enabled &&
      automation.trigger === trigger &&
      automation.spaceId === event.spaceId &&
      matchesConditions(automation.conditions, previous, current, input.actor),
  );
  const context = { event: event.event, spaceId: event.spaceId, deal: current };
  return matching.flatMap(sendWebhookActions).map((action) => ({
    id: input.ids.next('dlv'),
    eventId: event.id,
    actionId: action.id,
    message: action.message ? renderMessage(action.message, context) : '',
    nextAttemptAt: input.now,
    createdAt: input.now,
  }));
}
