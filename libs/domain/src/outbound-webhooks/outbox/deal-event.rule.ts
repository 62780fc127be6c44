import type { Deal } from '../../deal/deal';
import type { IdGenerator } from '../../shared/id-generator';
import type { EventActor } from '../payload/event-actor';
import { toOutboundDeal } from '../payload/outbound-deal.mapper';
import { DEAL_CREATED_EVENT, DEAL_UPDATED_EVENT } from '../payload/outbound-payload';
import { buildOutboundPayload, withoutMessage } from '../payload/outbound-payload.builder';
import { outboundChanges } from '../payload/tracked-changes.diff';
import type { OutboundDeal } from '../payload/outbound-deal';
import type { OutboxEvent } from './outbox-entry';

/** What a committed deal change's event is made of. */
export interface DealEventInput {
  /** The deal before the change; null when the change creates it (`deal_created`). */
  readonly before: Deal | null;
  /** The deal as committed, its revision already moved on. */
  readonly after: Deal;
  /** When the change commits, epoch ms: the payload's `timestamp` and the first attempt's time. */
  readonly now: number;
  /** `{app_url}` of the deal links (SPEC §2.3). */
  readonly appUrl: string;
  readonly ids: IdGenerator;
  /** Who made the change: the body's `actor`, and what `actor.…` conditions test. */
  readonly actor: EventActor;
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
export function planDealEvent(input: DealEventInput): PlannedDealEvent {
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
