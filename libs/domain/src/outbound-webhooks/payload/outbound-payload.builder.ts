import type { OutboundDeal } from './outbound-deal';
import type { EventActor } from './event-actor';
import type { DealEventData, DealEventPayload } from './outbound-payload';
import { renderMessage } from './message.template';
import type { TrackedChanges } from './tracked-changes.diff';

export interface OutboundPayloadInput {
  readonly event: string;
  readonly spaceId: string;
  /** When the change happened, epoch milliseconds (UTC). */
  readonly timestamp: number;
  readonly deal: OutboundDeal;
  readonly changes: TrackedChanges;
  /** The action's message template, not yet rendered; null or undefined when none is configured. */
  readonly messageTemplate?: string | null;
  /** The committed change's event id (`evt_…`), the same for every action that sends it. */
  readonly eventId: string;
  /** The deal's revision after the change. */
  readonly revision: number;
  readonly actor: EventActor;
}

/**
 * Assembles the SPEC §6.1 body and renders the message here, exactly once, so no caller can hand in
 * an already-rendered text and have its `$` sequences expanded a second time. `message` is always
 * present (empty when none is configured) so receivers can read it without checking for it first.
 */
export function buildOutboundPayload(input: OutboundPayloadInput): DealEventPayload {
  const { event, spaceId, deal } = input;
  const template = input.messageTemplate ?? '';
  return {
    event,
    space_id: spaceId,
    timestamp: new Date(input.timestamp).toISOString(),
    deal,
    changes: input.changes,
    message: template === '' ? '' : renderMessage(template, { event, spaceId, deal }),
    event_id: input.eventId,
    revision: input.revision,
    actor: input.actor,
  };
}

/**
 * The body one action sends: the event's data with the action's rendered message in SPEC §6.1's
 * place (after `changes`), so every action's body has the same key order.
 */
export function withMessage(data: DealEventData, message: string): DealEventPayload {
  const { event, space_id, timestamp, deal, changes, ...who } = data;
  return { event, space_id, timestamp, deal, changes, message, ...who };
}

/** The event's data of a body: everything but the action's message. */
export function withoutMessage(payload: DealEventPayload): DealEventData {
  const { message: _message, ...data } = payload;
  return data;
}
