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
import type { OutboxEntry } from './outbox-entry';

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
  const { before, after, now, appUrl, ids, actor } = input;
  if (before !== null && before.id !== after.id) {
    throw new Error('planDealChangeOutbox: before and after are different deals');
  }
  const trigger = before === null ? 'deal_created' : 'deal_updated';
  const eventName = before === null ? DEAL_CREATED_EVENT : DEAL_UPDATED_EVENT;
  const current = toOutboundDeal(after, appUrl);
  // A new deal is tested as a change from itself: nothing changed, `changes` is {}.
  const previous = before === null ? current : toOutboundDeal(before, appUrl);
  const matching = input.automations.filter(
    (automation) =>
      automation.enabled &&
      automation.trigger === trigger &&
      automation.spaceId === after.spaceId &&
      matchesConditions(automation.conditions, previous, current, actor),
  );
  const eventId = ids.next('evt');
  const data = withoutMessage(
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
  const context = { event: eventName, spaceId: after.spaceId, deal: current };
  const deliveries = matching.flatMap(sendWebhookActions).map((action) => ({
    id: ids.next('dlv'),
    eventId,
    actionId: action.id,
    message: action.message ? renderMessage(action.message, context) : '',
    nextAttemptAt: now,
    createdAt: now,
  }));
  const event = {
    id: eventId,
    spaceId: after.spaceId,
    dealId: after.id,
    event: eventName,
    payload: data,
  };
  return { event: { ...event, createdAt: now }, deliveries };
}
