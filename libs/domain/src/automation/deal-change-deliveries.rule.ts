import {
  planDealEvent,
  type DealEventInput,
  type PlannedDealEvent,
} from '../outbound-webhooks/outbox/deal-event.rule';
import type { NewDelivery, OutboxEntry } from '../outbound-webhooks/outbox/outbox-entry';
import { renderMessage } from '../outbound-webhooks/payload/message.template';
import { DEAL_CREATED_EVENT } from '../outbound-webhooks/payload/outbound-payload';
import type { Automation } from './automation';
import { sendWebhookActions } from './automation';
import { matchesConditions } from './condition.matcher';

/**
 * Which automations a committed deal change sends out. The event itself is outbound-webhooks'
 * (`planDealEvent`); choosing its deliveries is the automations' rule, so it lives here and
 * automation/ imports outbound-webhooks/, never the other way round.
 */
export interface DealChangeOutboxInput extends DealEventInput {
  /**
   * The space's automations; only enabled ones of the deal's space with the change's trigger
   * (`deal_updated`, or `deal_created` for a new deal) can match.
   */
  readonly automations: readonly Automation[];
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
